import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import { Tabs } from '@mantine/core';
import { BRANCH_TYPE, type Branch } from '@portal/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useTranslation } from '@/shared/i18n';
import { showError } from '@/shared/ui/dialogs';
import { useBranches } from '../api/get-branches';
import { BranchFinder, type BranchKind } from './branch-finder';

const KINDS: BranchKind[] = ['Branch', 'Kiosk'];
const kindOf = (b: Branch): BranchKind => (b.type === BRANCH_TYPE ? 'Branch' : 'Kiosk');

/** Branch details (/BrancheDetails): Branch and Kiosk tabs, each with its own search, map and card. */
export function BranchDetailsPage() {
  const { t } = useTranslation();
  const branches = useBranches();
  const [tab, setTab] = useState<BranchKind>('Branch');
  // Each tab keeps its own choice while the other is shown.
  const [chosen, setChosen] = useState<Record<BranchKind, string | null>>({ Branch: null, Kiosk: null });

  // Spec 01 §8: a failed load is an error dialog with the server's description or "Error occurred".
  useEffect(() => {
    const err = branches.error;
    if (!err || (err instanceof ApiError && err.code === -77)) return;
    void showError(err instanceof ApiError ? err.text : t('branches.errorOccurred'));
  }, [branches.error, t]);

  return (
    <Tabs value={tab} onChange={(v) => setTab(v === 'Kiosk' ? 'Kiosk' : 'Branch')} keepMounted={false}>
      <Tabs.List mb="md" aria-label={t('branches.tabsLabel')}>
        {KINDS.map((kind) => (
          <Tabs.Tab key={kind} value={kind}>
            {t(`branches.tab.${kind}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {KINDS.map((kind) => (
        <Tabs.Panel key={kind} value={kind}>
          <BranchFinder
            kind={kind}
            entries={(branches.data ?? []).filter((b) => kindOf(b) === kind)}
            loading={branches.isPending}
            chosenId={chosen[kind]}
            onChoose={(id) => setChosen((c) => ({ ...c, [kind]: id }))}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
