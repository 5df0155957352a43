import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/data';
import { Alert, Button, Group, LoadingOverlay, Pagination, Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SavedCard } from '@portal/contract';
import { useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { AddCardModal } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { confirmDialog, showError, showSuccess } from '@/shared/ui/dialogs';
import { useCards } from '../api/get-cards';
import { useDeleteCard } from '../api/delete-card';
import { CardsTable } from './cards-table';
import { SavedCardList } from './saved-card-list';

const PAGE_SIZE = 10;

/** My Cards (/CardManagement): the saved cards, 10 a page, Add Card and delete with confirmation. */
export function CardManagementPage() {
  const { t } = useTranslation();
  const cards = useCards();
  const remove = useDeleteCard();
  const [adding, setAdding] = useState(false);
  const [page, setPage] = useState(1);
  // Below the spec's 768 px breakpoint the four columns do not fit: one block per card instead.
  const Shown = useMediaQuery('(max-width: 47.99em)') ? SavedCardList : CardsTable;
  const list = cards.data ?? [];
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const current = Math.min(page, pages);

  const askDelete = async (card: SavedCard) => {
    if (!(await confirmDialog({ message: t('cards.confirmDelete'), danger: true }))) return;
    try {
      void showSuccess(await remove.mutateAsync(card.id));
    } catch (err) {
      if (err instanceof ApiError && err.code !== -77) void showError(err.text);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button onClick={() => setAdding(true)}>{t('cards.add')}</Button>
      </Group>
      <Paper withBorder radius="md" p="md" pos="relative">
        <LoadingOverlay visible={cards.isPending || remove.isPending} loaderProps={{ 'aria-label': t('common.loading') }} />
        {cards.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('common.loadFailed')}
          </Alert>
        ) : (
          <Shown cards={list.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE)} onDelete={(c) => void askDelete(c)} />
        )}
        {pages > 1 ? (
          <Group justify="center" mt="md">
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              getControlProps={(c) => ({ 'aria-label': t(`cards.pager.${c}`) })}
            />
          </Group>
        ) : null}
      </Paper>
      <AddCardModal opened={adding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
