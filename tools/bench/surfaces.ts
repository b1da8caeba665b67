// The benchmark's surfaces, described once and written out in both dialects: a Surface record
// (the service dialect `<svc-surface>` reads) and A2UI v0.9 messages (what the reference
// renderer reads). Both carry the same components, ids, bindings and data.

/** A value as a component sends it: bound to a path, a literal, or formatString over paths. */
export type Dynamic = {path: string} | {literal: string | number | boolean} | {format: string};

export type ComponentType =
  | 'Column'
  | 'Row'
  | 'Text'
  | 'TextField'
  | 'CheckBox'
  | 'Slider'
  | 'Tabs'
  | 'ChoicePicker'
  | 'CodeBlock';

export interface SpecComponent {
  id: string;
  type: ComponentType;
  children?: string[];
  props?: Record<string, Dynamic>;
  /** Props sent as they are in the service dialect (a choice picker's `choices`). */
  plain?: Record<string, unknown>;
  weight?: number;
}

export interface SurfaceSpec {
  id: string;
  components: SpecComponent[];
  data: Record<string, unknown>;
}

/**
 * A form: `leaves` input-row leaves in rows of four (a label Text formatted from the data, a
 * TextField, a CheckBox and a Slider, all bound), under one Column whose first child is a Text
 * bound to the first field (the keystroke target). 1.25 × leaves + 2 components.
 */
export function formSpec(leaves: number, seed = 'item'): SurfaceSpec {
  const groups = Math.max(1, Math.floor(leaves / 4));
  const components: SpecComponent[] = [
    {id: 'root', type: 'Column', children: ['echo', ...ids('g', groups)]},
    {id: 'echo', type: 'Text', props: {text: {path: '/items/0/name'}}},
  ];
  const items = [];
  for (let i = 0; i < groups; i++) {
    items.push({name: `${seed} ${i}`, done: i % 2 === 0, level: i % 100});
    components.push(
      {id: `g${i}`, type: 'Row', children: [`t${i}`, `f${i}`, `c${i}`, `s${i}`]},
      {id: `t${i}`, type: 'Text', props: {text: {format: `#${i}: \${/items/${i}/name}`}}},
      {
        id: `f${i}`,
        type: 'TextField',
        weight: 1,
        props: {label: {literal: `Name ${i}`}, value: {path: `/items/${i}/name`}},
      },
      {
        id: `c${i}`,
        type: 'CheckBox',
        props: {label: {literal: 'Done'}, value: {path: `/items/${i}/done`}},
      },
      {
        id: `s${i}`,
        type: 'Slider',
        props: {
          label: {literal: 'Level'},
          value: {path: `/items/${i}/level`},
          min: {literal: 0},
          max: {literal: 100},
        },
      },
    );
  }
  return {id: `form-${leaves}`, components, data: {items}};
}

/**
 * A table drawn with layout components only: a Column of `rows` Texts, one line of text per
 * row, each formatted from three values of its row's data. `rows` + 1 components.
 */
export function tableSpec(rows: number): SurfaceSpec {
  const components: SpecComponent[] = [{id: 'root', type: 'Column', children: ids('r', rows)}];
  const people = [];
  for (let i = 0; i < rows; i++) {
    people.push({name: `user-${i}`, app: ['AWS', 'GitHub', 'Okta'][i % 3], score: i % 97});
    const row = `/people/${i}`;
    components.push({
      id: `r${i}`,
      type: 'Text',
      props: {text: {format: `\${${row}/name} · \${${row}/app} · \${${row}/score}`}},
    });
  }
  return {id: `table-${rows}`, components, data: {people}};
}

/** `count` Columns whose children lists repeat the next one twice: 2^(count-1) paths. */
export function repeatedGraphSpec(count = 44): SurfaceSpec {
  const components: SpecComponent[] = [];
  for (let i = 0; i < count - 1; i++) {
    const next = i + 1 === count - 1 ? 'leaf' : `n${i + 1}`;
    components.push({id: i === 0 ? 'root' : `n${i}`, type: 'Column', children: [next, next]});
  }
  components.push({id: 'leaf', type: 'Text', props: {text: {literal: 'leaf'}}});
  return {id: 'repeated-graph', components, data: {}};
}

/** A chain `depth` components deep: `depth - 1` nested Columns ending in a Text. */
export function deepChainSpec(depth = 10_000): SurfaceSpec {
  const components: SpecComponent[] = [];
  for (let i = 0; i < depth - 1; i++) {
    const next = i + 1 === depth - 1 ? 'leaf' : `c${i + 1}`;
    components.push({id: i === 0 ? 'root' : `c${i}`, type: 'Column', children: [next]});
  }
  components.push({id: 'leaf', type: 'Text', props: {text: {literal: 'bottom'}}});
  return {id: 'deep-chain', components, data: {}};
}

/**
 * The text of the `i`th of `count` long texts: 50 KB for the first to 400 KB for the last, made of
 * `part(n)` for n = 0, 1, 2...
 */
function longText(i: number, count: number, part: (n: number) => string): string {
  const size = 50_000 + Math.round((350_000 * i) / (count - 1));
  const parts: string[] = [];
  for (let n = 0, length = 0; length < size; n++) {
    parts.push(part(n));
    length += parts[n]!.length;
  }
  return parts.join('');
}

/** Twenty literal Texts of 50 KB to 400 KB each (words and line breaks) in one Column. */
export function longTextsSpec(count = 20): SurfaceSpec {
  const words = ['access', 'review', 'grant', 'policy', 'owner', 'role', 'audit', 'request'];
  const components: SpecComponent[] = [{id: 'root', type: 'Column', children: ids('t', count)}];
  for (let i = 0; i < count; i++) {
    const text = longText(
      i,
      count,
      (w) => words[(w * 7 + i) % words.length]! + (w % 12 === 11 ? '.\n' : ' '),
    );
    components.push({id: `t${i}`, type: 'Text', props: {text: {literal: text}}});
  }
  return {id: 'long-texts', components, data: {}};
}

/**
 * One Column of `count` markdown Texts of 50 KB to 400 KB: paragraphs with emphasis and a
 * link, and lists.
 */
export function longMarkdownSpec(count = 20): SurfaceSpec {
  const components: SpecComponent[] = [{id: 'root', type: 'Column', children: ids('m', count)}];
  for (let i = 0; i < count; i++) {
    const text = longText(i, count, (p) =>
      p % 4 === 3
        ? `- grant ${p} to *owner*\n- review ${p}\n\n`
        : `Access **review** ${p} for the [policy](https://example.com/p/${p}) of *role* ${i}.\n\n`,
    );
    components.push({
      id: `m${i}`,
      type: 'Text',
      props: {text: {literal: text}, markdown: {literal: true}},
    });
  }
  return {id: 'long-markdown', components, data: {}};
}

/** One Row of `count` short literal Texts: far more than fit on one line. */
export function crowdedRowSpec(count = 5000): SurfaceSpec {
  const components: SpecComponent[] = [{id: 'root', type: 'Row', children: ids('t', count)}];
  for (let i = 0; i < count; i++) {
    components.push({id: `t${i}`, type: 'Text', props: {text: {literal: `tag ${i}`}}});
  }
  return {id: 'crowded-row', components, data: {}};
}

/**
 * The crowded row as plain HTML, no script and no custom elements: a wrapping flex box of `count`
 * blocks, each a paragraph in the texts' font. Below what any renderer of the row can draw.
 */
export function crowdedRowPlainHtml(count = 5000): string {
  const item = (i: number) =>
    `<div style="min-width:0"><p style="margin:0;white-space:pre-wrap">tag ${i}</p></div>`;
  const items = Array.from({length: count}, (_, i) => item(i)).join('');
  const font = 'font:14px system-ui,sans-serif;line-height:1.5;overflow-wrap:break-word';
  return `<div style="display:flex;flex-wrap:wrap;${font}">${items}</div>`;
}

/** One Tabs of `count` panels, each a Text (titles default to "Tab N"). */
export function manyTabsSpec(count = 4999): SurfaceSpec {
  const components: SpecComponent[] = [{id: 'root', type: 'Tabs', children: ids('p', count)}];
  for (let i = 0; i < count; i++) {
    components.push({id: `p${i}`, type: 'Text', props: {text: {literal: `panel ${i}`}}});
  }
  return {id: 'many-tabs', components, data: {}};
}

/** One ChoicePicker of `count` choices, bound to `/pick`. */
export function manyChoicesSpec(count = 5000): SurfaceSpec {
  const choices = Array.from({length: count}, (_, i) => ({id: `c${i}`, label: `Choice ${i}`}));
  return {
    id: 'many-choices',
    components: [
      {
        id: 'root',
        type: 'ChoicePicker',
        props: {label: {literal: 'Pick one'}, value: {path: '/pick'}},
        plain: {choices},
      },
    ],
    data: {pick: []},
  };
}

/** A Text bound to one of `count` items of a large data model (about 49 bytes of JSON each). */
export function bigDataSpec(count = 100_000): SurfaceSpec {
  const items = Array.from({length: count}, (_, i) => ({
    name: `user ${i}`,
    x: i,
    tags: ['a', 'b'],
  }));
  return {
    id: 'big-data',
    components: [{id: 'root', type: 'Text', props: {text: {path: '/items/5/name'}}}],
    data: {items},
  };
}

/**
 * Two TypeScript code blocks in a Column: one of about `length` characters (highlighted when
 * within MAX_HIGHLIGHT_LENGTH) and one of 100,000 (shown plain).
 */
export function longCodeSpec(length = 9_900): SurfaceSpec {
  const line = 'const value = compute(alpha, "beta", 42); // note\n';
  const block = (id: string, size: number): SpecComponent => ({
    id,
    type: 'CodeBlock',
    props: {
      code: {literal: line.repeat(Math.floor(size / line.length))},
      language: {literal: 'typescript'},
    },
  });
  return {
    id: 'long-code',
    components: [
      {id: 'root', type: 'Column', children: ['short', 'long']},
      block('short', length),
      block('long', 100_000),
    ],
    data: {},
  };
}

function ids(prefix: string, count: number): string[] {
  return Array.from({length: count}, (_, i) => `${prefix}${i}`);
}

const VARIANT: Record<ComponentType, string> = {
  Column: 'column',
  Row: 'row',
  Text: 'text',
  TextField: 'textField',
  CheckBox: 'checkBox',
  Slider: 'slider',
  Tabs: 'tabs',
  ChoicePicker: 'choicePicker',
  CodeBlock: 'svcCodeBlock',
};

/** The service dialect: `{id, weight?, <variant>: {prop: {literal}|{path}|{call}}}`. */
export function toRecord(spec: SurfaceSpec, version = '2026-11-01T00:00:00Z') {
  const components = spec.components.map((c) => {
    const props: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(c.props ?? {})) {
      props[key] =
        'format' in value
          ? {call: {call: 'formatString', args: {value: {literal: value.format}}}}
          : value;
    }
    if (c.children) props.children = {ids: c.children};
    Object.assign(props, c.plain);
    return {
      id: c.id,
      ...(c.weight === undefined ? {} : {weight: c.weight}),
      [VARIANT[c.type]]: props,
    };
  });
  return {
    surfaceId: spec.id,
    sendDataModel: false,
    dataModelJson: JSON.stringify(spec.data),
    components,
    updatedAt: version,
  };
}

/** A2UI v0.9: createSurface, updateComponents, updateDataModel. */
export function toMessages(spec: SurfaceSpec, catalogId: string, surfaceId = spec.id) {
  const components = spec.components.map((c) => {
    const out: Record<string, unknown> = {id: c.id, component: c.type};
    for (const [key, value] of Object.entries(c.props ?? {})) {
      out[key] =
        'format' in value
          ? {call: 'formatString', args: {value: value.format}, returnType: 'string'}
          : 'literal' in value
            ? value.literal
            : value;
    }
    if (c.children) out.children = c.children;
    if (c.weight !== undefined) out.weight = c.weight;
    return out;
  });
  return [
    {version: 'v0.9', createSurface: {surfaceId, catalogId}},
    {version: 'v0.9', updateComponents: {surfaceId, components}},
    {version: 'v0.9', updateDataModel: {surfaceId, path: '/', value: spec.data}},
  ];
}
