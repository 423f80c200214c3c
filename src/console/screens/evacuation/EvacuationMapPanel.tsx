import type { EvacuationOrderRow } from '../../../shared/schemas/evacuation';
import { fetchMapConfig, fetchTowTruckBases } from '../../api/evacuationApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useRemoteData } from '../../hooks/useRemoteData';
import { TowDriverMap } from './TowDriverMap';

declare global {
  interface Window {
    /** Set by the page that hosts the console (index.html or a proxy): wins over the server's MAP_TILE_URL. */
    APP_CONFIG?: { mapTileUrl?: string | null };
  }
}

const loadBases = () => fetchTowTruckBases();
/** The tile server: the page's own setting first, then the server's; a failure means no tiles, not no map. */
const loadTileUrl = async (): Promise<string | null> => {
  const local = typeof window === 'undefined' ? undefined : window.APP_CONFIG?.mapTileUrl;
  if (local !== undefined) return local || null;
  return (await fetchMapConfig().catch(() => ({ tileUrl: null }))).tileUrl;
};

/** The tow-driver map of a list's orders with every tow-truck base. */
export function EvacuationMapPanel({
  orders,
  onOpenOrder,
}: {
  orders: EvacuationOrderRow[];
  onOpenOrder: (order: EvacuationOrderRow) => void;
}) {
  const bases = useRemoteData('towMap.bases', loadBases, null);
  const tiles = useRemoteData('towMap.tiles', loadTileUrl, null);
  return (
    <>
      {bases.error && <ErrorPanel title="Ошибка загрузки данных" error={bases.error} onRetry={bases.reload} />}
      <TowDriverMap orders={orders} bases={bases.data ?? []} tileUrl={tiles.data ?? null} onOpenOrder={onOpenOrder} />
    </>
  );
}
