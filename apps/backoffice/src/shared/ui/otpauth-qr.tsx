import { useEffect, useState } from 'react';
import { Image } from '@mantine/core';
import QRCode from 'qrcode';
import { useI18n } from '../i18n/index.tsx';

/**
 * The authenticator enrolment's otpauth:// link as a QR image, drawn in the browser (an SVG data URL, which
 * the CSP's img-src allows): the secret never goes to a QR service. The key stays shown as text beside it.
 */
export function OtpauthQr({ uri }: { uri: string }) {
  const { t } = useI18n();
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    void QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((svg) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [uri]);
  // White behind the code in both themes: scanners need the contrast.
  return src ? <Image src={src} alt={t('qr.alt')} w={200} h={200} bg="white" data-testid="otpauth-qr" /> : null;
}
