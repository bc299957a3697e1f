/** The billing views' loading and error states: the shared pieces (lib/ui/area-state) with the billing texts. */
import type { ReactNode } from 'react';
import { areaQueryState, type QueryLike } from '../../../lib/ui/area-state';

export { ViewHeading, errorText } from '../../../lib/ui/area-state';

/** The loading or error state of a read, or null once it has data. */
export function queryState(q: QueryLike): ReactNode | null {
  return areaQueryState('billing', q);
}
