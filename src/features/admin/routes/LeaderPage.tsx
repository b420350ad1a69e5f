import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import EditIcon from '@mui/icons-material/Edit';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ReadStatus } from '@/components/feedback/ReadStatus';
import { Pagination } from '@/components/pagination/Pagination';
import { paginationProps, usePageState } from '@/hooks/use-pagination';
import { leaderCodesQuery } from '@/features/admin/api/leader-codes';
import { readLeader } from '@/features/admin/api/leaders';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { EditLeaderDialog } from '@/features/admin/components/EditLeaderDialog';
import { EventUsageList } from '@/features/admin/components/EventUsageList';
import { useResendInvitation } from '@/features/admin/hooks/use-resend-invitation';
import { LeaderCodesTable } from '@/features/admin/components/LeaderCodesTable';
import { LeaderOrdersList } from '@/features/admin/components/LeaderOrdersList';
import { subscribeToLeaderEventSales } from '@/features/admin/api/sales';
import type { SalesFigures } from '@common/leader-sales';
import { RemoveCodesPanel } from '@/features/admin/components/RemoveCodesPanel';
import { adminTexts } from '@/features/admin/texts';
import { useCompactLayout } from '@/hooks/use-compact-layout';
import { subscribeToCodeSummary, type CodeSummary } from '@/lib/codes/code-summary';
import { codesTexts } from '@/lib/codes/texts';
import { usePagedQuery } from '@/hooks/use-paged-query';
import { useReadOnce, useSubscription } from '@/hooks/use-subscription';
import { paths } from '@common/paths';

const t = adminTexts.leader;
const statusTexts = { loading: codesTexts.loading, error: adminTexts.common.loadFailed, retry: adminTexts.common.retry };

/**
 * A leader's page (/administracion/lideres/:uid): their usage per event (with the tickets their
 * codes sold and the amount) and the CSV of each event, the shop's orders of their codes,
 * their tracked codes one page at a time from the server (the tracking page's query, newest
 * first; N from their summary), and removing codes. Never the whole collection in the browser.
 */
export function LeaderPage() {
  const { uid = '' } = useParams();
  const compact = useCompactLayout();
  const leader = useReadOnce(`leader/${uid}`, () => readLeader(uid));
  const exists = leader.data !== null && leader.data !== undefined;
  const summary = useSubscription<CodeSummary>(exists ? `summary/${uid}` : null, (observer) => subscribeToCodeSummary(uid, observer));
  const sales = useSubscription<Map<string, SalesFigures>>(exists ? `sales/${uid}` : null, (observer) => subscribeToLeaderEventSales(uid, observer));
  const total = summary.data?.total ?? null;
  const paging = usePageState(total ?? 0);
  const scope = useMemo(() => ({ key: `leader-codes/${uid}`, query: () => leaderCodesQuery(uid) }), [uid]);
  const codesPage = usePagedQuery(exists ? scope : null, paging.page, paging.pageSize, total);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState(false);
  const invitation = useResendInvitation(() => leader.refetch());

  const toggle = (code: string, value: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (value) next.add(code);
      else next.delete(code);
      return next;
    });
  const forget = (codes: string[]) =>
    setSelected((previous) => {
      const next = new Set(previous);
      codes.forEach((code) => next.delete(code));
      return next;
    });

  const back = (
    <Button component={RouterLink} to={paths.admin.leaders} startIcon={<ArrowBackIcon aria-hidden />} sx={{ alignSelf: 'flex-start' }}>
      {t.back}
    </Button>
  );
  if (leader.status !== 'success' || leader.data === null) {
    return (
      <Stack spacing={2}>
        {back}
        {leader.data === null ? <Alert severity="warning">{t.notFound}</Alert> : <ReadStatus result={leader} empty={false} emptyText="" texts={statusTexts} />}
      </Stack>
    );
  }
  const profile = leader.data;
  const name = profile.name ?? profile.email ?? adminTexts.common.noName;
  const codes = codesPage.data?.items ?? [];

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      {back}
      <Box>
        <Typography component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[leader.data.email, leader.data.phone].filter(Boolean).join(' · ')}
          {!leader.data.active && ` · ${adminTexts.leaders.revoked}`}
        </Typography>
        {!profile.emailConfirmed && (
          <Typography component="div" color="text.secondary" sx={{ mt: 1 }}>
            <Chip size="small" color="warning" variant="outlined" label={adminTexts.leaders.unconfirmed} sx={{ mr: 1 }} />
            {adminTexts.leaders.unconfirmedHint}
          </Typography>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" size="small" startIcon={<EditIcon aria-hidden />} aria-label={t.editNamed(name)} onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
          {!profile.emailConfirmed && (
            <Button
              variant="outlined"
              size="small"
              startIcon={<EmailOutlinedIcon aria-hidden />}
              aria-label={adminTexts.leaders.resendInvitationNamed(name)}
              disabled={invitation.sending !== null}
              onClick={() => void invitation.resend(profile)}
            >
              {adminTexts.leaders.resendInvitation}
            </Button>
          )}
        </Stack>
        {invitation.failure && (
          <Alert severity="error" sx={{ mt: 1 }} onClose={invitation.dismiss} closeText={adminTexts.common.close}>
            {invitation.failure.message}
          </Alert>
        )}
        {editing && (
          <EditLeaderDialog
            leader={profile}
            open
            onClose={() => setEditing(false)}
            onSaved={() => {
              leader.refetch();
              codesPage.refetch();
            }}
          />
        )}
      </Box>
      <AdminSection title={t.usageHeading}>
        <ReadStatus result={summary} empty={false} emptyText="" texts={statusTexts} />
        {summary.data && <EventUsageList leaderUid={uid} events={summary.data.events} sales={sales.data ?? null} />}
      </AdminSection>
      <AdminSection title={t.codesHeading}>
        <ReadStatus result={total === null ? summary : codesPage} empty={total === 0} emptyText={t.noUsage} texts={statusTexts} />
        {total !== null && total > 0 && codesPage.data && (
          <>
            <LeaderCodesTable codes={codes} title={t.codesOf(name)} selected={selected} onToggle={toggle} compact={compact} />
            <Pagination {...paginationProps(paging)} label={codesTexts.paginationLabel(t.codesOf(name))} />
          </>
        )}
      </AdminSection>
      <AdminSection title={t.ordersHeading}>
        <LeaderOrdersList leaderUid={uid} codes={codes.map((code) => ({ id: code.id, code: code.code }))} compact={compact} />
      </AdminSection>
      <AdminSection title={t.removeHeading}>
        <RemoveCodesPanel leaderUid={uid} selected={selected} onRemoved={forget} />
      </AdminSection>
    </Stack>
  );
}
