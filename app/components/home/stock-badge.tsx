import { useTranslation } from '~/i18n/translation';
import { stockState } from '~/modules/catalog/stock';

const styles = {
  soldOut: 'bg-red-100 text-red-800',
  low: 'bg-amber-100 text-amber-900',
  available: 'bg-green-100 text-green-800',
};

export function StockBadge({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const state = stockState(stock);
  const label =
    state.kind === 'soldOut'
      ? t('stock.soldOut')
      : state.kind === 'low'
        ? t('stock.low', { count: state.count })
        : t('stock.inStock');
  return (
    <span
      className={`rounded-full px-3 py-1 text-sm font-semibold ${styles[state.kind]}`}
      data-testid="stock-badge"
    >
      {label}
    </span>
  );
}
