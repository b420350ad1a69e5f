// Every number a person reads (the app's pages, its CSV files, the functions' messages) is written
// in es-CR: '1 000', '12 500'. One formatter: building an Intl formatter per row is slow.
import { LOCALE } from './constants';

const integer = new Intl.NumberFormat(LOCALE);

/** A count in es-CR, e.g. "12 500". */
export function formatCount(value: number): string {
  return integer.format(value);
}

const colones = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'CRC', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** An amount in colones in es-CR, e.g. "₡12 500" (céntimos only when there are any). */
export function formatColones(value: number): string {
  return colones.format(value);
}
