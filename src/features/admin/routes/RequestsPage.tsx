import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/admin/components/ConfirmDialog';
import { ReadStatus } from '@/components/feedback/ReadStatus';
import { ResponsiveList, type ListColumn } from '@/components/lists/ResponsiveList';
import { useNotify } from '@/hooks/use-notify';
import { authorizeRegistration, describeRegistrations, rejectRegistration, type RegistrationDescription } from '@/features/admin/api/admin-functions';
import { subscribeToRegistrationRequests, type RegistrationRequest } from '@/features/admin/api/registration-requests';
import { AdminSection } from '@/features/admin/components/AdminSection';
import { adminTexts } from '@/features/admin/texts';
import { useCompactLayout } from '@/hooks/use-compact-layout';
import { functionErrorMessage } from '@/lib/firebase/function-error';
import { useReadOnce, useSubscription } from '@/hooks/use-subscription';
import { formatDateTime } from '@/features/admin/utils/format-date';

const t = adminTexts.requests;
const statusTexts = { loading: t.loading, error: adminTexts.common.loadFailed, retry: adminTexts.common.retry };

interface Row {
  request: RegistrationRequest;
  /** What Auth says of the account; null while it is being asked. */
  account: RegistrationDescription | null;
}

/**
 * Solicitudes (/administracion): the registrations waiting for authorization, live, newest first.
 * Whether each person verified the e-mail comes from Auth, through describeRegistrations, each
 * time the list changes. 'Autorizar' and 'Rechazar' go through the functions, which also mark the
 * request read, so it leaves the list by itself.
 */
export function RequestsPage() {
  const notify = useNotify();
  const compact = useCompactLayout();
  const requests = useSubscription<RegistrationRequest[]>('requests', (observer) => subscribeToRegistrationRequests(observer));
  const uids = requests.data?.map((request) => request.uid) ?? [];
  const accounts = useReadOnce(uids.length > 0 ? `accounts/${uids.join(',')}` : null, () => describeRegistrations({ uids }));
  const [busyUid, setBusyUid] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);

  const rows: Row[] = (requests.data ?? []).map((request) => ({
    request,
    account: accounts.data?.registrations.find((account) => account.uid === request.uid) ?? null,
  }));
  const nameOf = (row: Row) => row.account?.name ?? row.account?.email ?? adminTexts.common.noName;

  async function run(row: Row, action: () => Promise<unknown>, done: string) {
    setBusyUid(row.request.uid);
    try {
      await action();
      notify({ type: 'success', message: done });
    } catch (error) {
      notify({ type: 'error', message: functionErrorMessage(error, adminTexts.common.actionFailed) });
    } finally {
      setBusyUid(null);
    }
  }

  const authorize = (row: Row) => run(row, () => authorizeRegistration({ uid: row.request.uid }), t.authorized(nameOf(row)));
  const reject = async (row: Row) => {
    await run(row, () => rejectRegistration({ uid: row.request.uid }), t.rejected(nameOf(row)));
    setRejecting(null);
  };

  const verification = (row: Row) =>
    row.account === null ? (
      <Typography variant="body2" color="text.secondary">
        {accounts.status === 'error' ? '—' : t.checking}
      </Typography>
    ) : row.account.emailVerified ? (
      <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon aria-hidden />} label={t.verified} />
    ) : (
      <Chip size="small" color="warning" variant="outlined" icon={<HourglassEmptyIcon aria-hidden />} label={t.notVerified} />
    );
  const actions = (row: Row) => {
    const name = nameOf(row);
    const busy = busyUid === row.request.uid;
    return (
      <Stack direction="row" spacing={1} sx={{ justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
        <Button size="small" variant="contained" disabled={busy} aria-label={t.authorizeNamed(name)} onClick={() => void authorize(row)}>
          {t.authorize}
        </Button>
        <Button size="small" color="error" disabled={busy} aria-label={t.rejectNamed(name)} onClick={() => setRejecting(row)}>
          {t.reject}
        </Button>
      </Stack>
    );
  };

  const columns: ListColumn<Row>[] = [
    { header: t.columns.name, cell: nameOf, sx: { overflowWrap: 'anywhere' }, card: 'title' },
    { header: t.columns.email, cell: (row) => row.account?.email ?? '', sx: { overflowWrap: 'anywhere' } },
    { header: t.columns.date, cell: (row) => (row.request.date ? formatDateTime(row.request.date) : '') },
    { header: t.columns.verified, cell: verification },
    { header: t.columns.actions, cell: actions, align: 'right', card: 'actions' },
  ];

  return (
    <AdminSection title={t.heading} intro={t.intro}>
      <ReadStatus result={requests} empty={rows.length === 0} emptyText={t.empty} texts={statusTexts} onRetry={requests.refetch} />
      {rows.length > 0 && <ResponsiveList items={rows} itemKey={(row) => row.request.uid} columns={columns} compact={compact} label={t.heading} />}
      <ConfirmDialog
        open={rejecting !== null}
        title={t.confirmRejectTitle}
        text={rejecting ? t.confirmRejectText(rejecting.account?.email ?? nameOf(rejecting)) : ''}
        confirmLabel={t.reject}
        cancelLabel={adminTexts.common.cancel}
        busy={rejecting !== null && busyUid === rejecting.request.uid}
        destructive
        onConfirm={() => rejecting && void reject(rejecting)}
        onCancel={() => setRejecting(null)}
      />
    </AdminSection>
  );
}
