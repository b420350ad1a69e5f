import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '@/features/admin/components/ConfirmDialog';
import { ReadStatus } from '@/components/feedback/ReadStatus';
import { SearchField } from '@/components/forms/SearchField';
import { ResponsiveList, type ListColumn } from '@/components/lists/ResponsiveList';
import { useNotify } from '@/hooks/use-notify';
import { Pagination } from '@/components/pagination/Pagination';
import { paginationProps, usePageState } from '@/hooks/use-pagination';
import { setLeaderAccess } from '@/features/admin/api/admin-functions';
import { countLeaders, leadersQuery, readAllLeaders, type Leader } from '@/features/admin/api/leaders';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { BusyButton } from '@/features/admin/components/BusyButton';
import { NewLeaderDialog } from '@/features/admin/components/NewLeaderDialog';
import { useCsvExport } from '@/features/admin/hooks/use-csv-export';
import { buildLeadersCsv, leadersCsvFileName, type LeaderFigures } from '@/features/admin/utils/leaders-csv';
import { adminTexts } from '@/features/admin/texts';
import { useCompactLayout } from '@/hooks/use-compact-layout';
import { TYPING_PAUSE_MS, useDebouncedValue } from '@/hooks/use-debounced-value';
import { useResendInvitation } from '@/features/admin/hooks/use-resend-invitation';
import { formatColones, formatCount } from '@common/number-format';
import { readEventSales, readSalesOf, type SalesRanking } from '@/features/admin/api/sales';
import { readEvents } from '@/features/admin/api/store-settings';
import { useSalesRanking } from '@/features/admin/hooks/use-sales-ranking';
import { buildSettlementCsv, settlementCsvFileName, type SettlementRow } from '@/features/admin/utils/settlement-csv';
import { readCodeSummaries, totalUsage } from '@/features/admin/api/code-summaries';
import { functionErrorMessage } from '@/lib/firebase/function-error';
import { usePagedQuery } from '@/hooks/use-paged-query';
import { useReadOnce } from '@/hooks/use-subscription';
import { paths } from '@common/paths';
import { searchKey } from '@common/leader-search';
import { ZERO_SALES } from '@common/leader-sales';

const t = adminTexts.leaders;
const statusTexts = { loading: t.loading, error: adminTexts.common.loadFailed, retry: adminTexts.common.retry };

/**
 * Líderes (/administracion/lideres): the store's leaders by name, one page at a time from the
 * server, searchable by the beginning of the name or e-mail; N is counted on the server. Each row
 * shows the leader's tracked codes and uses from their summary (one read per leader on the page)
 * and what their codes sold (Entradas vendidas, Monto) in the whole store or one event, and
 * revokes or restores their access through setLeaderAccess, after a confirmation. Sorted by
 * sales, the leaders come from the server-kept sales figures, best first, then the others by
 * name ('Cargar más'). 'Descargar CSV' saves every leader of the current search with those
 * figures, read page by page; 'Descargar liquidación' the settlement of the chosen event.
 */
export function LeadersPage() {
  const notify = useNotify();
  const compact = useCompactLayout();
  const [searchInput, setSearchInput] = useState('');
  const search = searchKey(useDebouncedValue(searchInput, TYPING_PAUSE_MS));
  const total = useReadOnce(`leaders-count/${search}`, () => countLeaders(search));
  const paging = usePageState(total.data ?? 0);
  const scope = useMemo(() => ({ key: `leaders/${search}`, query: () => leadersQuery(search) }), [search]);
  const leadersPage = usePagedQuery(scope, paging.page, paging.pageSize, total.data ?? null);
  const leaders = leadersPage.data?.items ?? [];
  const uids = leaders.map((leader) => leader.uid);
  const [salesScope, setSalesScope] = useState<string | null>(null);
  const [sort, setSort] = useState<'name' | SalesRanking>('name');
  const events = useReadOnce('events', readEvents);
  const ranking = useSalesRanking(sort === 'name' ? null : sort, salesScope, paging.pageSize);
  const shown = sort === 'name' ? leaders : ranking.items.map((entry) => entry.leader);
  const shownUids = shown.map((leader) => leader.uid);
  const summaries = useReadOnce(shownUids.length > 0 ? `summaries/${shownUids.join(',')}` : null, () => readCodeSummaries(shownUids));
  const pageSales = useReadOnce(sort === 'name' && uids.length > 0 ? `sales/${salesScope ?? ''}/${uids.join(',')}` : null, () => readSalesOf(uids, salesScope));
  const salesOf = (leader: Leader) => (sort === 'name' ? pageSales.data?.get(leader.uid) : ranking.items.find((entry) => entry.leader.uid === leader.uid)?.sales);
  const settlementExport = useCsvExport(t.settlementFailed);
  const eventName = (eventId: string) => events.data?.find((event) => event.id === eventId)?.name ?? eventId;
  const [creating, setCreating] = useState(false);
  const [changing, setChanging] = useState<Leader | null>(null);
  const [busy, setBusy] = useState(false);
  const [accessFailure, setAccessFailure] = useState<string | null>(null);
  const invitation = useResendInvitation(() => leadersPage.refetch());
  const csvExport = useCsvExport(t.exportFailed);

  /** Every leader of the search (not only this page), with their figures, as a CSV. */
  const exportCsv = () =>
    csvExport.run(async (progress) => {
      const rows: LeaderFigures[] = [];
      await readAllLeaders(search, async (page) => {
        const pageSummaries = await readCodeSummaries(page.map((leader) => leader.uid));
        for (const leader of page) {
          const summary = pageSummaries.get(leader.uid);
          rows.push({ leader, usage: summary ? { ...totalUsage(summary), total: summary.total } : { total: 0, uses: 0, maxUses: 0, usedUp: 0 } });
        }
        progress(rows.length);
      });
      return { fileName: leadersCsvFileName(), csv: buildLeadersCsv(rows) };
    });

  /** The settlement of the chosen event: every leader with codes or sales for it, with their figures. */
  const exportSettlement = (eventId: string) =>
    settlementExport.run(async (progress) => {
      const eventSales = await readEventSales(eventId);
      const rows: SettlementRow[] = [];
      await readAllLeaders('', async (page) => {
        const pageSummaries = await readCodeSummaries(page.map((leader) => leader.uid));
        for (const leader of page) {
          const event = pageSummaries.get(leader.uid)?.events.find((entry) => entry.eventId === eventId);
          const sales = eventSales.get(leader.uid);
          if (!event && !sales) continue;
          rows.push({ leader, codes: event?.usage.total ?? 0, uses: event?.usage.uses ?? 0, sales: sales ?? ZERO_SALES });
        }
        progress(rows.length);
      });
      return { fileName: settlementCsvFileName(eventId), csv: buildSettlementCsv(rows) };
    });

  /** Reads the list again from its count: a leader was added, or the read failed. */
  const refetchList = () => {
    total.refetch();
    leadersPage.refetch();
  };

  const nameOf = (leader: Leader) => leader.name ?? leader.email ?? adminTexts.common.noName;
  const onSearch = (value: string) => {
    setSearchInput(value);
    paging.requestPage(1);
  };

  async function changeAccess(leader: Leader) {
    setBusy(true);
    setAccessFailure(null);
    try {
      await setLeaderAccess({ uid: leader.uid, read: !leader.active });
      notify({ type: 'success', message: leader.active ? t.revokedDone(nameOf(leader)) : t.restoredDone(nameOf(leader)) });
      setChanging(null);
    } catch (error) {
      setAccessFailure(functionErrorMessage(error, adminTexts.common.actionFailed));
    } finally {
      setBusy(false);
    }
  }

  const codesOf = (leader: Leader) => {
    const summary = summaries.data?.get(leader.uid);
    if (!summary) return { codes: '…', usage: '…' };
    const usage = totalUsage(summary);
    return { codes: formatCount(summary.total), usage: t.usesOfMax(formatCount(usage.uses), formatCount(usage.maxUses)) };
  };
  const nameLink = (leader: Leader) => (
    <Link component={RouterLink} to={paths.admin.leader(leader.uid)} aria-label={t.openLeader(nameOf(leader))} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {nameOf(leader)}
    </Link>
  );
  const access = (leader: Leader) => (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'inherit' }}>
      {leader.active ? <Chip size="small" color="success" variant="outlined" label={t.active} /> : <Chip size="small" color="default" label={t.revoked} />}
      {!leader.emailConfirmed && <Chip size="small" color="warning" variant="outlined" label={t.unconfirmed} title={t.unconfirmedHint} />}
    </Stack>
  );
  const accessButton = (leader: Leader) => (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {!leader.emailConfirmed && (
        <Button
          size="small"
          aria-label={t.resendInvitationNamed(nameOf(leader))}
          disabled={invitation.sending !== null}
          onClick={() => void invitation.resend(leader)}
        >
          {t.resendInvitation}
        </Button>
      )}
      <Button
        size="small"
        color={leader.active ? 'error' : 'primary'}
        aria-label={leader.active ? t.revokeNamed(nameOf(leader)) : t.restoreNamed(nameOf(leader))}
        onClick={() => {
          setAccessFailure(null);
          setChanging(leader);
        }}
      >
        {leader.active ? t.revoke : t.restore}
      </Button>
    </Stack>
  );
  const invitationFailure = invitation.failure;
  const failedLeader = invitationFailure ? leaders.find((leader) => leader.uid === invitationFailure.uid) : undefined;
  const pageState = total.status === 'error' ? total : leadersPage;
  const columns: ListColumn<Leader>[] = [
    { header: t.columns.name, cell: nameLink, card: 'title' },
    { header: t.columns.email, cell: (leader) => leader.email, sx: { overflowWrap: 'anywhere' } },
    { header: t.columns.phone, cell: (leader) => leader.phone ?? adminTexts.common.noPhone },
    { header: t.columns.codes, cell: (leader) => codesOf(leader).codes, align: 'right' },
    { header: t.columns.usage, cell: (leader) => codesOf(leader).usage, align: 'right' },
    { header: t.salesColumns.tickets, cell: (leader) => { const sales = salesOf(leader); return sales ? formatCount(sales.tickets) : '…'; }, align: 'right' },
    { header: t.salesColumns.amount, cell: (leader) => { const sales = salesOf(leader); return sales ? formatColones(sales.amount) : '…'; }, align: 'right' },
    { header: t.columns.access, cell: access, card: 'badge' },
    { header: t.columns.actions, cell: accessButton, align: 'right', card: 'actions' },
  ];

  return (
    <AdminSection
      title={t.heading}
      actions={
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <BusyButton
            variant="outlined"
            startIcon={<FileDownloadIcon aria-hidden />}
            busy={csvExport.loaded !== null}
            disabled={!total.data}
            aria-label={t.exportCsvLabel(searchInput.trim())}
            onClick={() => void exportCsv()}
          >
            {t.exportCsv}
          </BusyButton>
          <Button variant="contained" startIcon={<PersonAddIcon aria-hidden />} onClick={() => setCreating(true)}>
            {t.newLeader}
          </Button>
        </Stack>
      }
    >
      <SearchField label={t.searchLabel} hint={t.searchHint} value={searchInput} onChange={onSearch} sx={{ mt: 1, mb: 2 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t.salesScopeLabel}
          value={salesScope ?? ''}
          onChange={(event) => setSalesScope(event.target.value === '' ? null : event.target.value)}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t.wholeStore}</MenuItem>
          {(events.data ?? []).map((event) => (
            <MenuItem key={event.id} value={event.id}>
              {event.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t.sortLabel} value={sort} onChange={(event) => setSort(event.target.value as typeof sort)} sx={{ minWidth: 200 }}>
          <MenuItem value="name">{t.sortBy.name}</MenuItem>
          <MenuItem value="tickets">{t.sortBy.tickets}</MenuItem>
          <MenuItem value="amount">{t.sortBy.amount}</MenuItem>
        </TextField>
        <BusyButton
          variant="outlined"
          startIcon={<FileDownloadIcon aria-hidden />}
          busy={settlementExport.loaded !== null}
          disabled={salesScope === null}
          title={salesScope === null ? t.settlementNeedsEvent : undefined}
          aria-label={salesScope === null ? t.settlement : t.settlementLabel(eventName(salesScope))}
          onClick={() => salesScope !== null && void exportSettlement(salesScope)}
        >
          {t.settlement}
        </BusyButton>
      </Stack>
      {sort !== 'name' && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t.rankingHint}
        </Typography>
      )}
      {settlementExport.loaded !== null && (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {t.exporting(formatCount(settlementExport.loaded))}
        </Typography>
      )}
      {csvExport.loaded !== null && (
        <Typography role="status" variant="body2" sx={{ mb: 1 }}>
          {t.exporting(formatCount(csvExport.loaded))}
        </Typography>
      )}
      <ReadStatus
        result={pageState}
        empty={total.data === 0}
        emptyText={search === '' ? t.empty : t.noMatches(searchInput.trim())}
        texts={statusTexts}
        onRetry={refetchList}
      />
      {invitationFailure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={invitation.dismiss} closeText={adminTexts.common.close}>
          {failedLeader ? t.aboutLeader(nameOf(failedLeader), invitationFailure.message) : invitationFailure.message}
        </Alert>
      )}
      {shown.length > 0 && <ResponsiveList items={shown} itemKey={(leader) => leader.uid} columns={columns} compact={compact} label={t.heading} />}
      {sort === 'name' && total.data !== null && <Pagination {...paginationProps(paging)} label={t.paginationLabel} />}
      {sort !== 'name' && (
        <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          {ranking.status === 'error' && (
            <Alert severity="error" action={<Button onClick={ranking.retry}>{adminTexts.common.retry}</Button>}>
              {adminTexts.common.loadFailed}
            </Alert>
          )}
          {ranking.hasMore && ranking.status !== 'error' && (
            <BusyButton variant="outlined" busy={ranking.status === 'loading'} onClick={ranking.loadMore}>
              {t.loadMore}
            </BusyButton>
          )}
        </Stack>
      )}
      <NewLeaderDialog open={creating} onClose={() => setCreating(false)} onCreated={refetchList} />
      <ConfirmDialog
        open={changing !== null}
        title={changing?.active ? t.confirmRevokeTitle : t.confirmRestoreTitle}
        text={changing ? (changing.active ? t.confirmRevokeText(nameOf(changing)) : t.confirmRestoreText(nameOf(changing))) : ''}
        confirmLabel={changing?.active ? t.revoke : t.restore}
        cancelLabel={adminTexts.common.cancel}
        busy={busy}
        destructive={changing?.active ?? false}
        error={accessFailure}
        onConfirm={() => changing && void changeAccess(changing)}
        onCancel={() => setChanging(null)}
      />
    </AdminSection>
  );
}
