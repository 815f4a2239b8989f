// Clicks the page reports through markup alone: an element with `data-layer-event` (an
// editor's button with dataLayerName and dataLayerValue, a footer menu link, a Tock
// booking link) reports its event when clicked, with its value, its menu section and where
// it leads. Server-rendered and cached markup needs no island for this.
import { pushDataLayer } from './data-layer.ts';

export const FOOTER_MENU_CLICK = 'footerMenuClick';
export const WINERY_VISIT_CLICK = 'wineryVisitClick';

export type ClickData = { value?: string | undefined; section?: string | undefined; url?: string | undefined };

/** The payload: the element's value (a link's label, an editor's dataLayerValue), its menu section, its link. */
export function clickPayload({ value, section, url }: ClickData): Record<string, string> {
  return {
    ...(value === undefined ? {} : { value }),
    ...(section === undefined ? {} : { section }),
    ...(url === undefined ? {} : { url }),
  };
}

/** The markup that makes an element report a click (spread onto a link or button). */
export function clickAttributes(event: string, value?: string, section?: string): Record<string, string> {
  return {
    'data-layer-event': event,
    ...(value === undefined ? {} : { 'data-layer-value': value }),
    ...(section === undefined ? {} : { 'data-layer-section': section }),
  };
}

/** Reports the click on `target` if it is inside an element that asks for it. */
export function reportClick(target: EventTarget | null): void {
  const element = target instanceof Element ? target.closest<HTMLElement>('[data-layer-event]') : null;
  const event = element?.dataset.layerEvent;
  if (!element || !event) return;
  const link = element.closest('a[href]') as HTMLAnchorElement | null;
  pushDataLayer(event, clickPayload({ value: element.dataset.layerValue, section: element.dataset.layerSection, url: link?.href }));
}
