// The list's browser part: the tag filter. Only the tags travel to the browser; the items
// (images, rich text, buttons) stay as the server rendered them, every one visible, and
// the filter hides those a tag leaves out. Without script the whole list is there to read.
import { useEffect, useState } from 'react';

export const ALL = 'All';

export type FilterBarProps = {
  /** The id of the list whose items are filtered, in order. */
  listId: string;
  label: string;
  /** "All" first, then each tag once. */
  filters: string[];
  /** Each item's tags, by its position in the list. */
  itemTags: string[][];
};

/** Which items a filter shows: every item for "All", else the items tagged with it. */
export function shownItems(itemTags: readonly (readonly string[])[], filter: string): boolean[] {
  return itemTags.map((tags) => filter === ALL || tags.includes(filter));
}

/** Which shown items put their image on the other side: every second one shown, so sides alternate on screen. */
export function alternateSides(shown: readonly boolean[]): boolean[] {
  let position = 0;
  return shown.map((isShown) => isShown && position++ % 2 === 1);
}

export function FilterBar({ listId, label, filters, itemTags }: FilterBarProps) {
  const [filter, setFilter] = useState(ALL);
  const shown = shownItems(itemTags, filter);
  const count = shown.filter(Boolean).length;

  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    // The server's markup is the list; the island only shows and hides its items, and
    // alternates the image's side along the items still shown.
    const flips = alternateSides(shown);
    Array.from(list.children).forEach((item, index) => {
      const element = item as HTMLElement;
      element.hidden = shown[index] === false;
      if (flips[index]) element.dataset.flipped = 'true';
      else delete element.dataset.flipped;
    });
  });

  return (
    <div className="text-media-list__filters">
      <div className="text-media-list__filter-group" role="group" aria-label={label}>
        {filters.map((name) => (
          <button key={name} type="button" className="text-media-list__filter" aria-pressed={name === filter} aria-controls={listId} onClick={() => setFilter(name)}>
            {name}
          </button>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {filter === ALL ? '' : `${count} of ${itemTags.length} shown for ${filter}`}
      </p>
    </div>
  );
}
