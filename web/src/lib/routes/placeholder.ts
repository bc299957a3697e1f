/**
 * The page of a screen a later issue builds: its menu label as heading and a short note
 * (lib/ui/placeholder-page.tsx). A feature's routes.ts points at it until the real page exists.
 */
import { lazyNamed } from '../lazy-named';
import type { RoutePage } from './route-types';

/** The shared placeholder page, one lazy chunk. */
export const placeholderPage: RoutePage = lazyNamed(() => import('../ui/placeholder-page'), 'PlaceholderPage');
