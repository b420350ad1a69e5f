import Alert from '@mui/material/Alert';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
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
import { BusyButton } from '@/features/admin/components/BusyButton';
import { visuallyHidden } from '@/components/layout/visually-hidden';
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
  /** Auth is still being asked: the row shows placeholders, not data. */
  pending: boolean;
}

/** A grey bar where a value will be: nothing a person could read as data. */
const placeholder = (width: number | string) => <Skeleton variant="text" width={width} aria-hidden />;

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
  const [busy, setBusy] = useState<{ uid: string; action: 'authorize' | 'reject' } | null>(null);
  const [rejecting, setRejecting] = useState<Row | null>(null);
  // A refusal stays beside its request (in the row, or in the open confirmation) until dismissed.
  const [failure, setFailure] = useState<{ uid: string; message: string } | null>(null);

  const rows: Row[] = (requests.data ?? []).map((request) => {
    const account = accounts.data?.registrations.find((registration) => registration.uid === request.uid) ?? null;
    return { request, account, pending: account === null && accounts.status !== 'error' };
  });
  const pendingAccounts = rows.some((row) => row.pending);
  const nameOf = (row: Row) => row.account?.name ?? row.account?.email ?? adminTexts.common.noName;

  async function run(row: Row, kind: 'authorize' | 'reject', action: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy({ uid: row.request.uid, action: kind });
    setFailure(null);
    try {
      await action();
      notify({ type: 'success', message: done });
      return true;
    } catch (error) {
      setFailure({ uid: row.request.uid, message: functionErrorMessage(error, adminTexts.common.actionFailed) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const authorize = (row: Row) => run(row, 'authorize', () => authorizeRegistration({ uid: row.request.uid }), t.authorized(nameOf(row)));
  const reject = async (row: Row) => {
    if (await run(row, 'reject', () => rejectRegistration({ uid: row.request.uid }), t.rejected(nameOf(row)))) setRejecting(null);
  };

  const verification = (row: Row) =>
    row.pending ? (
      placeholder(90)
    ) : row.account === null ? (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    ) : row.account.emailVerified ? (
      <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon aria-hidden />} label={t.verified} />
    ) : (
      <Chip size="small" color="warning" variant="outlined" icon={<HourglassEmptyIcon aria-hidden />} label={t.notVerified} />
    );
  const actions = (row: Row) => {
    const name = nameOf(row);
    const running = busy?.uid === row.request.uid ? busy.action : null;
    if (row.pending) return placeholder(160);
    const refusal = failure?.uid === row.request.uid && rejecting === null ? failure.message : null;
    return (
      <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}>
          <BusyButton
            size="small"
            variant="contained"
            busy={running === 'authorize'}
            disabled={running !== null}
            aria-label={t.authorizeNamed(name)}
            onClick={() => void authorize(row)}
          >
            {t.authorize}
          </BusyButton>
          <Button size="small" color="error" disabled={running !== null} aria-label={t.rejectNamed(name)} onClick={() => setRejecting(row)}>
            {t.reject}
          </Button>
        </Stack>
        {refusal && (
          <Alert severity="error" onClose={() => setFailure(null)} sx={{ textAlign: 'left' }}>
            {refusal}
          </Alert>
        )}
      </Stack>
    );
  };

  const columns: ListColumn<Row>[] = [
    { header: t.columns.name, cell: (row) => (row.pending ? placeholder(140) : nameOf(row)), sx: { overflowWrap: 'anywhere' }, card: 'title' },
    { header: t.columns.email, cell: (row) => (row.pending ? placeholder(180) : (row.account?.email ?? '')), sx: { overflowWrap: 'anywhere' } },
    { header: t.columns.date, cell: (row) => (row.request.date ? formatDateTime(row.request.date) : '') },
    { header: t.columns.verified, cell: verification },
    { header: t.columns.actions, cell: actions, align: 'right', card: 'actions' },
  ];

  return (
    <AdminSection title={t.heading} intro={t.intro}>
      <ReadStatus result={requests} empty={rows.length === 0} emptyText={t.empty} texts={statusTexts} onRetry={requests.refetch} />
      {pendingAccounts && (
        <Box role="status" sx={visuallyHidden}>
          {t.checking}
        </Box>
      )}
      {rows.length > 0 && <ResponsiveList items={rows} itemKey={(row) => row.request.uid} columns={columns} compact={compact} label={t.heading} />}
      <ConfirmDialog
        open={rejecting !== null}
        title={t.confirmRejectTitle}
        text={rejecting ? t.confirmRejectText(rejecting.account?.email ?? nameOf(rejecting)) : ''}
        confirmLabel={t.reject}
        cancelLabel={adminTexts.common.cancel}
        busy={rejecting !== null && busy?.uid === rejecting.request.uid}
        destructive
        error={rejecting !== null && failure?.uid === rejecting.request.uid ? failure.message : null}
        onConfirm={() => rejecting && void reject(rejecting)}
        onCancel={() => {
          setRejecting(null);
          setFailure(null);
        }}
      />
    </AdminSection>
  );
}
