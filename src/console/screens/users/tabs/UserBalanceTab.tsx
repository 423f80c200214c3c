import { BalancePanel } from '../BalancePanel';

/** The card's 'Баланс' tab: the user's balance and the history of its operations. */
export function UserBalanceTab({ userId }: { userId: number }) {
  return <BalancePanel userId={userId} tableKey="user.balance" />;
}
