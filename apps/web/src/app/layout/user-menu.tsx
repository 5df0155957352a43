import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';
import { confirmDialog } from '@/shared/ui/dialogs';
import { logout } from '@/shared/api/logout';
import { onDemand, usePreloadWhenIdle } from '@/shared/ui/on-demand';

// Only a company opens it, and only from this menu: its form code is fetched then, not with every
// signed-in page (issue 13).
const ChangePasswordModal = onDemand(() => import('@/features/auth/components/change-password-modal').then((m) => m.ChangePasswordModal));

/** Change Password (company accounts only) and Logout with confirmation (spec 01 §2 header). */
export function UserMenu() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [changing, { open, close }] = useDisclosure(false);
  const isCompany = auth?.legalDocument.documentType === 'CNID';
  usePreloadWhenIdle(...(isCompany ? [ChangePasswordModal] : []));

  const onLogout = async () => {
    const sure = await confirmDialog({ title: t('header.logout'), message: t('header.logoutConfirm') });
    if (!sure) return;
    await logout();
    navigate(paths.root, { replace: true });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button variant="light" size="sm">
            {t('header.account')} ▾
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {isCompany ? <Menu.Item onClick={open}>{t('header.changePassword')}</Menu.Item> : null}
          <Menu.Item color="red.8" onClick={() => void onLogout()}>
            {t('header.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {isCompany && changing ? <ChangePasswordModal opened onClose={close} /> : null}
    </>
  );
}
