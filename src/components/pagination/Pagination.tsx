import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import usePagination from '@mui/material/usePagination';
import { useId, useState, type ChangeEvent } from 'react';
import { DEFAULT_PAGE_SIZE } from '@common/constants';
import { texts } from '@/lib/texts';
import { isPaginationVisible, MAX_PAGE_SIZE, pageCount, parsePageSize, rangeSummary } from '@/components/pagination/pagination';

export interface PaginationProps {
  total: number;
  /** 1-based current page. */
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  onPageSizeChange(pageSize: number): void;
  /** The table's own page size (10 by default); see isPaginationVisible. */
  initialPageSize?: number;
  /** Accessible name of the page navigation, e.g. 'Paginación de códigos válidos'. */
  label?: string;
}

const BUTTON_SIZE = { xs: 30, sm: 36 } as const;

/**
 * Shared pagination bar (docs/product.md, Screens: Pagination): 'X a Y de N entradas', page
 * buttons with gaps and previous/next, and a page-size input. Renders nothing unless the items exceed the page size.
 */
export function Pagination({
  total,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  initialPageSize = DEFAULT_PAGE_SIZE,
  label = texts.pagination.navigation,
}: PaginationProps) {
  const inputId = useId();
  const unitId = useId();
  // What the user is typing; null shows the committed page size.
  const [draft, setDraft] = useState<string | null>(null);
  const pages = pageCount(total, pageSize);
  // MUI's windowing: one page at each end and one on each side of the current page, so up to
  // 7 pages all show, and more show as 7 slots with ellipses.
  const { items } = usePagination({ count: pages, page, boundaryCount: 1, siblingCount: 1, onChange: (_event, next) => onPageChange(next) });

  if (!isPaginationVisible(total, pageSize, initialPageSize)) return null;

  const { from, to } = rangeSummary(page, pageSize, total);

  const changeSize = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    const size = parsePageSize(event.target.value);
    if (size !== null && size !== pageSize) onPageSizeChange(size);
  };

  const squareButton = { minWidth: BUTTON_SIZE, width: BUTTON_SIZE, height: BUTTON_SIZE, p: 0 } as const;

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        rowGap: 1,
        py: 1,
      }}
    >
      <Typography variant="body2">{texts.pagination.range(from, to, total)}</Typography>

      <Box component="nav" aria-label={label}>
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, listStyle: 'none', m: 0, p: 0 }}
        >
          {items.map((item, index) => {
            if (item.type === 'previous' || item.type === 'next') {
              const previous = item.type === 'previous';
              return (
                <li key={item.type}>
                  <IconButton
                    aria-label={previous ? texts.pagination.previous : texts.pagination.next}
                    disabled={item.disabled}
                    onClick={item.onClick}
                    sx={squareButton}
                  >
                    {previous ? <ChevronLeftIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
                  </IconButton>
                </li>
              );
            }
            if (item.type === 'page' && item.page !== null) {
              return (
                <li key={item.page}>
                  <Button
                    variant={item.selected ? 'contained' : 'text'}
                    color="primary"
                    aria-label={texts.pagination.page(item.page)}
                    aria-current={item.selected ? 'page' : undefined}
                    onClick={item.onClick}
                    sx={{ ...squareButton, fontVariantNumeric: 'tabular-nums' }}
                  >
                    {item.page}
                  </Button>
                </li>
              );
            }
            return (
              <Box
                component="li"
                key={`${item.type}-${index}`}
                aria-hidden="true"
                sx={{ ...squareButton, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
              >
                …
              </Box>
            );
          })}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="label" htmlFor={inputId} variant="body2">
          {texts.pagination.pageSizeLabel}
        </Typography>
        <OutlinedInput
          id={inputId}
          type="number"
          size="small"
          value={draft ?? String(pageSize)}
          onChange={changeSize}
          onBlur={() => setDraft(null)}
          inputProps={{ min: 1, max: MAX_PAGE_SIZE, step: 1, inputMode: 'numeric', 'aria-describedby': unitId }}
          sx={{ width: 84 }}
        />
        <Typography id={unitId} variant="body2">
          {pageSize === 1 ? texts.pagination.unitOne : texts.pagination.unitMany}
        </Typography>
      </Box>
    </Box>
  );
}
