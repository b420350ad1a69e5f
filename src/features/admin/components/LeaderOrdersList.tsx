import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatColones, formatCount } from '@common/number-format';
import { ResponsiveList, type ListColumn } from '@/components/lists/ResponsiveList';
import { listLeaderOrders, type LeaderOrderView } from '@/features/admin/api/admin-functions';
import { BusyButton } from '@/features/admin/components/BusyButton';
import { adminTexts } from '@/features/admin/texts';
import { formatDateTime } from '@/features/admin/utils/format-date';
import { useCursorPages } from '@/features/admin/hooks/use-cursor-pages';

const t = adminTexts.leader;
const PAGE_SIZE = 10;

/**
 * The orders the shop confirmed with a leader's codes (all of them, or one code's), newest first,
 * a page at a time from listLeaderOrders ('Cargar más pedidos'): order id, code, tickets, amount
 * in colones, when, and 'Reembolsada' for one refunded.
 */
export function LeaderOrdersList({ leaderUid, codes, compact }: { leaderUid: string; codes: ReadonlyArray<{ id: string; code: string }>; compact: boolean }) {
  const [codeId, setCodeId] = useState('');
  const list = useCursorPages<LeaderOrderView, string | null>(`${leaderUid}/${codeId}`, null, async (after) => {
    const page = await listLeaderOrders({ leaderId: leaderUid, pageSize: PAGE_SIZE, ...(codeId ? { codeId } : {}), ...(after ? { after } : {}) });
    return { items: page.orders, next: page.next };
  });
  const orders = list.items;

  const columns: ListColumn<LeaderOrderView>[] = [
    { header: t.ordersColumns.order, cell: (order) => order.orderId, card: 'title', sx: { overflowWrap: 'anywhere' } },
    { header: t.ordersColumns.code, cell: (order) => order.code },
    { header: t.ordersColumns.tickets, cell: (order) => formatCount(order.tickets), align: 'right' },
    { header: t.ordersColumns.amount, cell: (order) => (order.amount === null ? t.noAmount : formatColones(order.amount)), align: 'right' },
    { header: t.ordersColumns.when, cell: (order) => formatDateTime(new Date(order.confirmedAtMs)) },
    {
      header: t.ordersColumns.state,
      cell: (order) =>
        order.refundedAtMs === null ? <Chip size="small" color="success" variant="outlined" label={t.orderConfirmed} /> : <Chip size="small" label={t.orderRefunded} />,
      card: 'badge',
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t.ordersIntro}</Typography>
      {codes.length > 0 && (
        <TextField
          select
          size="small"
          label={t.ordersCodeLabel}
          value={codeId}
          onChange={(event) => setCodeId(event.target.value)}
          sx={{ maxWidth: 260 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t.ordersAllCodes}</MenuItem>
          {codes.map((code) => (
            <MenuItem key={code.id} value={code.id}>
              {code.code}
            </MenuItem>
          ))}
        </TextField>
      )}
      {list.status === 'error' && (
        <Alert severity="error" action={<Button onClick={list.retry}>{adminTexts.common.retry}</Button>}>
          {t.ordersFailed}
        </Alert>
      )}
      {list.status === 'success' && orders.length === 0 && <Typography color="text.secondary">{t.ordersEmpty}</Typography>}
      {orders.length > 0 && <ResponsiveList items={orders} itemKey={(order) => `${order.codeId}/${order.orderId}`} columns={columns} compact={compact} label={t.ordersHeading} />}
      {(list.status === 'loading' || list.hasMore) && list.status !== 'error' && (
        <BusyButton variant="outlined" busy={list.status === 'loading'} onClick={list.loadMore} sx={{ alignSelf: 'flex-start' }}>
          {t.ordersMore}
        </BusyButton>
      )}
    </Stack>
  );
}
