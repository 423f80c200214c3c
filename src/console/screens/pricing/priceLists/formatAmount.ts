const rub = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A price as the tables show it: two decimals, Russian digit grouping ('1 234,56'). */
export const formatAmount = (amount: number) => rub.format(amount);
