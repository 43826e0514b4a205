import { homeRoutes } from '@shared/api/routes/home';
import { createFamilyHandler } from '../lib/http/family-handler';
import { homeFigures } from './home-figures-calls';

/** Lambda of the `home` call family: the owner's figures on Home (docs/home.md). */
export const handler = createFamilyHandler(homeRoutes, { homeFigures });
