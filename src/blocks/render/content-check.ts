// content:check: every block of a content entry against the rules the page builder would
// have enforced (content spec section 5): its options schema (limits and their alerts,
// links, required fields), the models it may sit on, and nesting (an accordion item only
// in an accordion container, a container holding only its own children). Each violation
// names the block, so an editor or a reviewer can find it.
import * as v from 'valibot';
import { PageImageSchema, ProductPageDataSchema } from '../../commerce/client/page-entry.schema.ts';
import { headingEntryOptions } from '../kit/inputs/headline.schema.ts';
import { getBlock } from '../registry.ts';
import type { BlockDefinition } from '../kit/contract/define-block.ts';
import { checkOptions, describeProblem } from '../kit/contract/options.ts';
import { placementProblems, repeatedProblem } from './placement.ts';
import { RawBlockSchema } from './raw-block.ts';

export type Violation = { blockId: string; message: string };

export type CheckableEntry = { id?: unknown; model?: unknown; data?: unknown };

export type CheckContext = {
  /** Ids of the entries a symbol may refer to; without it references are not checked. */
  entryIds?: ReadonlySet<string>;
};

const MAX_DEPTH = 30;

/**
 * Models whose entry is one block's options rather than a list of blocks: the recipes
 * heading is shown as a Headline above every recipe (src/worker/routes/pages.tsx).
 */
const OPTIONS_ENTRIES: Record<string, { block: string; options: (data: Record<string, unknown>) => unknown }> = {
  'recipes-heading': { block: 'Headline', options: headingEntryOptions },
};

type Parent = { definition: BlockDefinition | undefined } | null;

/** Every rule a content entry's blocks break, in document order. */
export function checkEntry(entry: CheckableEntry, context: CheckContext = {}): Violation[] {
  const violations: Violation[] = [];
  const model = typeof entry.model === 'string' ? entry.model : undefined;
  const data = typeof entry.data === 'object' && entry.data !== null ? (entry.data as Record<string, unknown>) : {};
  const seenIds = new Set<string>();
  const seenOnce = new Set<string>();
  // The page's h1 (a hero's or the Headline's) comes first; each heading after it may go at
  // most one level deeper than the one before (WCAG 1.3.1: a skipped level misleads a
  // screen reader's outline, and Lighthouse's heading-order audit fails the page).
  let previousHeading = 1;
  const heading = (level: number, blockId: string, text: string) => {
    if (level > previousHeading + 1) violations.push({ blockId, message: `heading "${text}" is an h${level} after an h${previousHeading}: headings may not skip a level` });
    previousHeading = level;
  };

  const visit = (list: unknown, parent: Parent, depth: number) => {
    if (list === undefined || list === null) return;
    if (!Array.isArray(list)) {
      violations.push({ blockId: '(list)', message: 'blocks must be a list' });
      return;
    }
    if (depth > MAX_DEPTH) {
      violations.push({ blockId: '(list)', message: `blocks nested deeper than ${MAX_DEPTH} levels are not rendered` });
      return;
    }
    for (const raw of list) visitBlock(raw, parent, depth);
  };

  const visitBlock = (raw: unknown, parent: Parent, depth: number) => {
    const parsed = v.safeParse(RawBlockSchema, raw);
    const rawId = typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : '';
    const blockId = rawId || '(no id)';
    const report = (message: string) => violations.push({ blockId, message });
    if (!parsed.success) {
      report(`malformed block: ${parsed.issues.map((issue) => describeProblem({ path: v.getDotPath(issue) ?? '', message: issue.message })).join('; ')}`);
      return;
    }
    const block = parsed.output;
    if (rawId) {
      // Ids scope each block's styles: a second block with the same id takes the first one's.
      if (seenIds.has(rawId)) report(`block id "${rawId}" is used twice in this entry`);
      seenIds.add(rawId);
    }

    // A container accepts only its children: a plain element is none of them.
    const rule = parent?.definition?.childRequirements;
    if (rule && !block.component) report(`an element inside ${parent.definition?.name}: ${rule.message}`);

    if (!block.component) {
      // A plain element: its children sit inside whatever holds it.
      visit(block.children, parent, depth + 1);
      return;
    }
    const { name } = block.component;
    const definition = getBlock(name);
    if (!definition) {
      if (rule) report(`${name} inside ${parent.definition?.name}: ${rule.message}`);
      report(`unknown block "${name}": hidden from visitors`);
      return;
    }
    const checked = checkOptions(definition, block.component.options);
    if (!checked.success) for (const problem of checked.problems) report(`${definition.name}: ${describeProblem(problem)}`);
    // Visitors see the block without that image; the editor still hears of it.
    else for (const problem of checked.dropped ?? []) report(`${definition.name}: ${describeProblem(problem)}`);

    if (checked.success) for (const found of headingsOf(block.component.options, checked.output)) heading(found.level, blockId, found.text);

    for (const problem of placementProblems(definition, parent?.definition, model)) report(problem);
    const repeated = repeatedProblem(definition, seenOnce);
    if (repeated) report(repeated);
    const children = block.children ?? [];
    if (children.length > 0 && !definition.canHaveChildren) {
      report(`${definition.name} does not show blocks placed inside it (${children.length} child block${children.length === 1 ? '' : 's'})`);
    }
    if (checked.success && definition.name === 'Symbol' && context.entryIds) {
      const symbol = (checked.output as { symbol?: { entry?: string; content?: unknown } }).symbol;
      if (symbol?.entry && !symbol.content && !context.entryIds.has(symbol.entry)) report(`Symbol refers to entry "${symbol.entry}", which does not exist`);
    }

    const here: Parent = { definition };
    visit(block.children, here, depth + 1);
    if (checked.success) visit(definition.nestedBlocks?.(checked.output as never), here, depth + 1);
  };

  visit(data.blocks, null, 0);
  const asBlock = model ? OPTIONS_ENTRIES[model] : undefined;
  if (asBlock) {
    // The recipes heading has no blocks: its data is the options of the Headline it becomes.
    const definition = getBlock(asBlock.block);
    const checked = definition ? checkOptions(definition, asBlock.options(data)) : undefined;
    if (checked && !checked.success) for (const problem of checked.problems) violations.push({ blockId: '(entry)', message: `${asBlock.block}: ${describeProblem(problem)}` });
  }
  if (model === PRODUCT_PAGES_MODEL) violations.push(...productPageProblems(data));
  return violations;
}

const RICH_TEXT_HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi;

/**
 * The headings a block's content writes, in order: its own title when it has the
 * isHeadingOne choice (an h1 with it, an h2 without), then those of its rich text.
 * Headings a block's component draws from other options are not seen here.
 */
function headingsOf(raw: unknown, output: unknown): { level: number; text: string }[] {
  const found: { level: number; text: string }[] = [];
  const options = output as { isHeadingOne?: unknown; headline?: unknown };
  if (typeof options.isHeadingOne === 'boolean') {
    const title = typeof options.headline === 'string' ? options.headline : (options.headline as { heading?: unknown } | undefined)?.heading;
    if (typeof title === 'string' && title.trim()) found.push({ level: options.isHeadingOne ? 1 : 2, text: title.trim() });
  }
  const walk = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH) return;
    if (typeof value === 'string') {
      for (const match of value.matchAll(RICH_TEXT_HEADING)) found.push({ level: Number(match[1]), text: (match[2] ?? '').replace(/<[^>]*>/g, '').trim() });
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
    } else if (typeof value === 'object' && value !== null && !('component' in value)) {
      // A nested block (a column's) is visited as a block of its own, in its place.
      for (const item of Object.values(value)) walk(item, depth + 1);
    }
  };
  walk(raw, 0);
  return found;
}

/** The page builder's product page model (storefront spec section 7): one entry per Commerce7 product. */
const PRODUCT_PAGES_MODEL = 'c-7-products-data';

/**
 * A c-7-products-data entry: the product it names and its page slug are required; a page
 * extra of the wrong type would silently fall back to its default at run time, so here it
 * is named.
 */
function productPageProblems(data: Record<string, unknown>): Violation[] {
  const parsed = v.safeParse(ProductPageDataSchema, data);
  if (!parsed.success) return parsed.issues.map((issue) => ({ blockId: '(entry)', message: describeProblem({ path: v.getDotPath(issue) ?? '', message: issue.message }) }));
  const problems: Violation[] = [];
  for (const [field, value] of Object.entries(data)) {
    if (value === null || field === 'accolades' || field === 'allocation') continue;
    if (field === 'images') {
      // Each image is checked on its own at run time (a broken one is skipped): name it here.
      (Array.isArray(value) ? value : []).forEach((image, index) => {
        const checked = v.safeParse(PageImageSchema, image);
        if (!checked.success) problems.push({ blockId: '(entry)', message: `images[${index}]: ${checked.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`.trim()).join('; ')}` });
        else
          for (const [key, given] of Object.entries(image as Record<string, unknown>)) {
            if (given !== null && (checked.output as Record<string, unknown>)[key] !== given)
              problems.push({
                blockId: '(entry)',
                message: `images[${index}].${key}: ${JSON.stringify(given)} is not a valid value; the default ${JSON.stringify((checked.output as Record<string, unknown>)[key])} is used`,
              });
          }
      });
      continue;
    }
    const kept = (parsed.output as Record<string, unknown>)[field];
    if (field in parsed.output && kept !== value)
      problems.push({ blockId: '(entry)', message: `${field}: ${JSON.stringify(value)} is not a valid value; the default ${JSON.stringify(kept)} is used` });
  }
  return problems;
}
