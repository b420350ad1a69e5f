// @vitest-environment jsdom
// Brings the jest-dom matcher types in (the runtime setup is tests/support/setup-dom.ts).
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Pagination } from '@/components/pagination/Pagination';
import { paginationProps, usePagination } from '@/hooks/use-pagination';

afterEach(cleanup);

const numbers = (count: number) => Array.from({ length: count }, (_, i) => `item-${i + 1}`);

function PagedList({ items, pageSize }: { items: string[]; pageSize?: number }) {
  const paging = usePagination(items, pageSize);
  return (
    <>
      <ul aria-label="lista">
        {paging.pageItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Pagination {...paginationProps(paging)} />
    </>
  );
}

const listItems = () => within(screen.getByRole('list', { name: 'lista' })).getAllByRole('listitem').map((li) => li.textContent);
const pageButtonNames = () =>
  within(screen.getByRole('navigation', { name: 'Paginación' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('Pagination', () => {
  it('is hidden while the items fit in one page of the default size 10', () => {
    render(<PagedList items={numbers(10)} />);
    expect(screen.queryByRole('navigation', { name: 'Paginación' })).not.toBeInTheDocument();
    expect(screen.queryByText(/entradas/)).not.toBeInTheDocument();
    expect(listItems()).toHaveLength(10);
  });

  it('shows "X a Y de N entradas" and the first 10 items when there are more than 10', () => {
    render(<PagedList items={numbers(35)} />);
    expect(screen.getByText('1 a 10 de 35 entradas')).toBeInTheDocument();
    expect(listItems()).toEqual(numbers(10));
  });

  it('lists every page with 7 pages or fewer and marks the current one', () => {
    render(<PagedList items={numbers(70)} />);
    expect(pageButtonNames()).toEqual([
      'Página anterior',
      'Página 1',
      'Página 2',
      'Página 3',
      'Página 4',
      'Página 5',
      'Página 6',
      'Página 7',
      'Página siguiente',
    ]);
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Página 2' })).not.toHaveAttribute('aria-current');
  });

  it('windows the page buttons with ellipses beyond 7 pages', () => {
    render(<PagedList items={numbers(200)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Página 5' }));
    expect(pageButtonNames()).toEqual([
      'Página anterior',
      'Página 1',
      'Página 4',
      'Página 5',
      'Página 6',
      'Página 20',
      'Página siguiente',
    ]);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByText('41 a 50 de 200 entradas')).toBeInTheDocument();
  });

  it('keeps 7 slots beyond 7 pages: the first pages, a gap and the last near the start, and the mirror near the end', () => {
    render(<PagedList items={numbers(200)} />);
    const pagesShown = () => pageButtonNames().filter((name) => name?.startsWith('Página ') && /\d$/.test(name));
    expect(pagesShown()).toEqual(['Página 1', 'Página 2', 'Página 3', 'Página 4', 'Página 5', 'Página 20']);
    expect(screen.getAllByText('…')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Página 20' }));
    expect(pagesShown()).toEqual(['Página 1', 'Página 16', 'Página 17', 'Página 18', 'Página 19', 'Página 20']);
    expect(screen.getByText('191 a 200 de 200 entradas')).toBeInTheDocument();
  });

  it('needs a gap from 8 pages on', () => {
    render(<PagedList items={numbers(80)} />);
    expect(screen.getAllByText('…')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Página 7' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 8' })).toBeInTheDocument();
  });

  it('moves with the previous and next buttons, disabled at the ends', () => {
    render(<PagedList items={numbers(25)} />);
    const previous = screen.getByRole('button', { name: 'Página anterior' });
    const next = screen.getByRole('button', { name: 'Página siguiente' });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(listItems()[0]).toBe('item-11');
    fireEvent.click(next);
    expect(screen.getByText('21 a 25 de 25 entradas')).toBeInTheDocument();
    expect(next).toBeDisabled();
    fireEvent.click(previous);
    expect(screen.getByText('11 a 20 de 25 entradas')).toBeInTheDocument();
  });

  it('changes the page size through the "Seleccionar" input with the unit Entradas or Entrada', () => {
    render(<PagedList items={numbers(25)} />);
    const input = screen.getByLabelText('Seleccionar');
    expect(input).toHaveValue(10);
    expect(input).toHaveAccessibleDescription('Entradas');

    fireEvent.change(input, { target: { value: '1' } });
    expect(listItems()).toEqual(['item-1']);
    expect(screen.getByText('1 a 1 de 25 entradas')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Entrada');

    fireEvent.change(input, { target: { value: '20' } });
    expect(listItems()).toHaveLength(20);
    expect(input).toHaveAccessibleDescription('Entradas');
  });

  it('keeps the widget after the page size grows beyond the item count, so it can shrink again', () => {
    render(<PagedList items={numbers(25)} />);
    fireEvent.change(screen.getByLabelText('Seleccionar'), { target: { value: '50' } });
    expect(listItems()).toHaveLength(25);
    expect(screen.getByText('1 a 25 de 25 entradas')).toBeInTheDocument();
    expect(screen.getByLabelText('Seleccionar')).toBeInTheDocument();
  });

  it('ignores an empty page size while typing and shows the current size again on leaving the input', () => {
    render(<PagedList items={numbers(25)} />);
    const input = screen.getByLabelText('Seleccionar');
    fireEvent.change(input, { target: { value: '' } });
    expect(listItems()).toHaveLength(10);
    fireEvent.blur(input);
    expect(input).toHaveValue(10);
  });

  it('honours a table-specific page size such as 8', () => {
    render(<PagedList items={numbers(9)} pageSize={8} />);
    expect(screen.getByText('1 a 8 de 9 entradas')).toBeInTheDocument();
  });
});

describe('usePagination', () => {
  it('starts on page 1 with the first page of items', () => {
    const { result } = renderHook(() => usePagination(numbers(25), 10));
    expect(result.current.page).toBe(1);
    expect(result.current.pageItems).toEqual(numbers(10));
    expect(result.current.total).toBe(25);
    expect(result.current.pageSize).toBe(10);
  });

  it('goes back to page 1 when the number of items changes', () => {
    const { result, rerender } = renderHook(({ items }) => usePagination(items, 10), {
      initialProps: { items: numbers(25) },
    });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);
    rerender({ items: numbers(40) });
    expect(result.current.page).toBe(1);
    expect(result.current.pageItems[0]).toBe('item-1');
  });

  it('keeps the page when the items change but their number does not', () => {
    const { result, rerender } = renderHook(({ items }) => usePagination(items, 10), {
      initialProps: { items: numbers(25) },
    });
    act(() => result.current.setPage(2));
    rerender({ items: numbers(25).reverse() });
    expect(result.current.page).toBe(2);
  });

  it('clamps a requested page to the existing pages', () => {
    const { result } = renderHook(() => usePagination(numbers(25), 10));
    act(() => result.current.setPage(9));
    expect(result.current.page).toBe(3);
    expect(result.current.pageItems).toEqual(numbers(25).slice(20));
  });

  it('keeps the first visible item in view when the page size changes', () => {
    const { result } = renderHook(() => usePagination(numbers(100), 10));
    act(() => result.current.setPage(3));
    act(() => result.current.setPageSize(15));
    expect(result.current.page).toBe(2);
    expect(result.current.pageItems).toContain('item-21');
  });
});
