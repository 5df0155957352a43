import { shownDay } from '@portal/contract';
import { Fragment } from 'react';

const ISO_DAY = /(\d{4}-\d{2}-\d{2})/;

/**
 * A sentence that names days (a meter alert "… by 2026-11-20, above your limit …"): each day shown
 * as every other date is (DD-MM-YYYY), kept on one line and isolated left to right, so a phone does
 * not break it at a hyphen and Arabic does not reorder its parts (issue 11).
 */
export function DatedText({ text }: { text: string }) {
  return (
    <>
      {text.split(ISO_DAY).map((part, i) =>
        i % 2 === 1 ? (
          <time key={i} dateTime={part} dir="ltr" data-day style={{ whiteSpace: 'nowrap', unicodeBidi: 'isolate' }}>
            {shownDay(part)}
          </time>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
