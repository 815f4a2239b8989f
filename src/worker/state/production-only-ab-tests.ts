// Storefront spec 7: the A/B personalisation snippet loads "not in non-production". This
// store's experiments are Builder's A/B tests decided at the edge (ADR 0007): they run in
// production, and locally, where the emulator stands in for production's services and the
// store's own tests exercise them; never on stage or development, which show every page's
// default content and set no test cookie (as a preview does).
import { actsAsProduction, type AppConfig } from '../config/index.ts';

export function abTestsRunIn(environment: AppConfig['environment']): boolean {
  return actsAsProduction(environment);
}
