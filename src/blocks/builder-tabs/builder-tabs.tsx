import { cssForBlock } from '../kit/contract/styles.ts';
import type { BlockProps } from '../kit/contract/define-block.ts';
import type { BuilderTabsOptions } from './builder-tabs.schema.ts';

/**
 * Builder's tabs without script: each label holds a radio button (one group per block), and
 * CSS shows the panel of the checked one. Keyboard users move between tabs with the arrow
 * keys, screen readers hear "1 of 3", and the page needs no island. What Builder's
 * `collapsible` adds (closing the open tab) a radio cannot do: a tab stays open.
 */
export function BuilderTabs({ options, blockId, renderBlocks }: BlockProps<BuilderTabsOptions>) {
  const scope = `.b-${blockId}>.builder-tabs`;
  const active = options.defaultActiveTab - 1;
  const css =
    options.tabs.map((_, index) => `${scope}:has(>.builder-tabs-wrap>.builder-tab-wrap>input[value="${index}"]:checked)>.builder-tab-panel[data-tab="${index}"]{display:block}`).join('') +
    cssForBlock(`${scope}>.builder-tabs-wrap>.builder-tab-wrap:has(>input:checked)`, { large: options.activeTabStyle });
  return (
    <div className="builder-tabs">
      <style>{css}</style>
      <div className="builder-tabs-wrap" role="radiogroup" aria-label="Tabs" style={{ justifyContent: options.tabHeaderLayout }}>
        {options.tabs.map((tab, index) => (
          <label key={index} className="builder-tab-wrap">
            <input className="builder-tab-input" type="radio" name={`builder-tabs-${blockId}`} value={index} checked={index === active} readOnly />
            {renderBlocks(tab.label, { parent: blockId, path: `tabs.${index}.label` })}
          </label>
        ))}
      </div>
      {options.tabs.map((tab, index) => (
        <div key={index} className="builder-tab-panel" data-tab={index}>
          {renderBlocks(tab.content, { parent: blockId, path: `tabs.${index}.content` })}
        </div>
      ))}
    </div>
  );
}
