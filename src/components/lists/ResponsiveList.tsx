import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';

/**
 * Where a column's value goes on a phone's card: the card's title, a badge beside the title (a
 * status), a detail (the column's header as the term, then the value), the actions at the foot,
 * a control before everything (a checkbox), or nowhere.
 */
export type CardPlace = 'title' | 'badge' | 'detail' | 'actions' | 'leading' | 'none';

/** One column of a list: its header, its cell, and its place on a phone's card. */
export interface ListColumn<T> {
  /** The column's header on a desk, and the term of its detail on a card. */
  header: ReactNode;
  cell(item: T): ReactNode;
  align?: 'left' | 'right';
  /** Style of the column's value, in a cell and on a card. */
  sx?: SxProps<Theme>;
  /** A narrow column for a checkbox. */
  padding?: 'checkbox';
  /** Where the value goes on a card ('detail' when omitted). */
  card?: CardPlace;
}

/** Items that share a key form a group: the first one of each is headed. */
export interface ListGroups<T> {
  keyOf(item: T): string;
  /** The heading of the group `item` starts: a row across the table on a desk, above its card on a phone. */
  heading(item: T, layout: 'row' | 'card'): ReactNode;
}

export interface ResponsiveListProps<T> {
  items: readonly T[];
  itemKey(item: T): string;
  columns: readonly ListColumn<T>[];
  /** Phone widths (useCompactLayout): one card per item instead of a table row. */
  compact: boolean;
  /** The id of the heading that names the list, or the name itself. */
  labelledBy?: string;
  label?: string;
  /** Cards that open to show their details and actions (the summary keeps the title and badges). */
  collapsible?: boolean;
  /** Rows that react to the pointer. */
  hover?: boolean;
  /** Rows shown as selected (checked for removal). */
  isSelected?(item: T): boolean;
  groups?: ListGroups<T>;
  /** On a phone, above the cards (a checkbox that selects them all). */
  cardsHeader?: ReactNode;
}

const placeOf = <T,>(column: ListColumn<T>): CardPlace => column.card ?? 'detail';

/**
 * Every list of the app: a table on a desk, cards on a phone, from one set of columns. A card
 * shows the title and badges on top, the details as terms and values, then the actions.
 */
export function ResponsiveList<T>(props: ResponsiveListProps<T>) {
  return props.compact ? <CardList {...props} /> : <TableList {...props} />;
}

function startsGroup<T>(items: readonly T[], index: number, groups: ListGroups<T> | undefined): boolean {
  return groups !== undefined && (index === 0 || groups.keyOf(items[index - 1]) !== groups.keyOf(items[index]));
}

function TableList<T>({ items, itemKey, columns, labelledBy, label, hover, isSelected, groups }: ResponsiveListProps<T>) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy} aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column, i) => (
              <TableCell key={i} align={column.align} padding={column.padding}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <Fragment key={itemKey(item)}>
              {startsGroup(items, index, groups) && (
                <TableRow>
                  <TableCell component="th" scope="rowgroup" colSpan={columns.length} sx={{ bgcolor: 'action.hover', fontWeight: 700 }}>
                    {groups!.heading(item, 'row')}
                  </TableCell>
                </TableRow>
              )}
              <TableRow hover={hover} selected={isSelected?.(item)}>
                {columns.map((column, i) => (
                  <TableCell key={i} align={column.align} padding={column.padding} sx={column.sx}>
                    {column.cell(item)}
                  </TableCell>
                ))}
              </TableRow>
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CardList<T>({ items, itemKey, columns, labelledBy, label, collapsible, groups, cardsHeader }: ResponsiveListProps<T>) {
  return (
    <Box>
      {cardsHeader}
      <Box component="ul" aria-labelledby={labelledBy} aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {items.map((item, index) => (
          <Fragment key={itemKey(item)}>
            {startsGroup(items, index, groups) && <Box component="li">{groups!.heading(item, 'card')}</Box>}
            <Box component="li" sx={{ minWidth: 0 }}>
              <ItemCard item={item} id={itemKey(item)} columns={columns} collapsible={collapsible} />
            </Box>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}

function ItemCard<T>({ item, id, columns, collapsible }: { item: T; id: string; columns: readonly ListColumn<T>[]; collapsible?: boolean }) {
  const placed = (place: CardPlace) => columns.filter((column) => placeOf(column) === place);
  const [leading] = placed('leading');
  const heading = (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0, flexGrow: 1 }}>
      {placed('title').map((column, i) => (
        <Box key={i} sx={[{ fontWeight: 600, overflowWrap: 'anywhere', minWidth: 0 }, ...(Array.isArray(column.sx) ? column.sx : [column.sx])]}>
          {column.cell(item)}
        </Box>
      ))}
      {placed('badge').map((column, i) => (
        <Box key={i}>{column.cell(item)}</Box>
      ))}
    </Box>
  );
  const details = placed('detail');
  const actions = placed('actions');
  const body = (
    <>
      {details.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
          {details.map((column, i) => (
            <Fragment key={i}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {column.header}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere', minWidth: 0 }}>
                {column.cell(item)}
              </Typography>
            </Fragment>
          ))}
        </Box>
      )}
      {actions.length > 0 && (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center' }}>
          {actions.map((column, i) => (
            <Fragment key={i}>{column.cell(item)}</Fragment>
          ))}
        </Box>
      )}
    </>
  );

  if (collapsible) {
    const detailsId = `item-details-${id}`;
    const accordion = (
      <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} sx={{ '&:before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={detailsId} id={`${detailsId}-summary`}>
          {heading}
        </AccordionSummary>
        <AccordionDetails id={detailsId} sx={{ display: 'grid', gap: 1 }}>
          {body}
        </AccordionDetails>
      </Accordion>
    );
    // The control stays beside the card, outside its summary: a checkbox within a button is neither.
    if (!leading) return accordion;
    return (
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', alignItems: 'start', minWidth: 0 }}>
        <Box sx={{ pt: 0.25 }}>{leading.cell(item)}</Box>
        <Box sx={{ minWidth: 0 }}>{accordion}</Box>
      </Box>
    );
  }
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gridTemplateColumns: leading ? 'auto 1fr' : '1fr', columnGap: 1, alignItems: 'start', py: 1.5, '&:last-child': { pb: 1.5 } }}>
        {leading && <Box sx={{ mt: -1, ml: -1 }}>{leading.cell(item)}</Box>}
        <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
          {heading}
          {body}
        </Box>
      </CardContent>
    </Card>
  );
}
