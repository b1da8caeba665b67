import {LitElement, css, html, nothing, svg} from 'lit';
import type {TemplateResult} from 'lit';
import {property, state} from 'lit/decorators.js';
import {hostStyles} from '../../styles/tokens.js';
import {toText} from '../../model/coerce.js';
import type {IconName} from './internal/icon-paths.js';
import {Localize} from '../../i18n/controller.js';

export type {IconName};

/** The key an icon name is looked up by: `arrow_back`, `Arrow-Back`, `arrowBack` → `arrowback`. */
export function iconKey(name: unknown): string {
  return toText(name)
    .replace(/[\s_-]+/g, '')
    .toLowerCase();
}

/** A name as words for a label: `priority_high`, `priorityHigh` → `priority high`. */
export function iconWords(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[\s_-]+/g, ' ')
    .toLowerCase();
}

/** Longest custom path accepted, in characters. */
export const MAX_ICON_PATH_LENGTH = 20_000;

/** Whether `d` looks like SVG path data (commands, numbers, separators only), within the cap. */
export function isPathData(d: string): boolean {
  return d.length <= MAX_ICON_PATH_LENGTH && /^[MmZzLlHhVvCcSsQqTtAaEe0-9.,+\-\s]+$/.test(d);
}

type Paths = ReadonlyMap<string, string>;
let loaded: Paths | undefined;
let loading: Promise<Paths> | undefined;

/**
 * Loads the icon paths once (a separate chunk); a failed load is retried by the next icon. Server
 * rendering (`@svc/surfaces/ssr`) awaits it first, so that icons are drawn in the server's HTML.
 */
export function loadPaths(): Promise<Paths> {
  loading ??= import('./internal/icon-paths.js').then(
    (module) => (loaded = module.iconPaths),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A dashed square: "an icon belongs here". */
const fallbackPath =
  'M4 4h4v2H6v2H4zm12 0h4v4h-2V6h-2zM4 16h2v2h2v2H4zm14 0h2v4h-4v-2h2zM10 4h4v2h-4zm0 14h4v2h-4z' +
  'M4 10h2v4H4zm14 0h2v4h-2z';

/**
 * @summary An icon of the A2UI basic catalog, by name.
 *
 * `name` is one of the catalog's 59 names (`accountCircle`, `arrowBack`, `shoppingCart`, …; any
 * case, `arrow_back` and `arrow-back` too), drawn from Material Design Icons; the drawings load
 * in their own chunk the first time an icon is shown. A custom `path` (SVG path data on a 24×24
 * grid, as the catalog's `{svgPath}`/`{path}` form of `name`) wins over the name.
 *
 * Without a `label` the icon is decorative (hidden from assistive technology); with one it is an
 * image of that name. A name the catalog does not have is never dropped silently: an emoji is
 * shown as itself, anything else as a dashed square, both named by the label or the name's words.
 *
 * @csspart svg - The `<svg>` of a known icon, a custom path or the dashed square.
 * @csspart text - The emoji shown for an unknown name that is one.
 * @cssprop [--svc-icon-size=24px] - Edge of the icon.
 * @cssprop [--svc-icon-color=currentColor] - Colour of the icon.
 * @cssstate fallback - The name is not a catalog icon.
 */
export class SvcIcon extends LitElement {
  static override styles = [
    hostStyles,
    css`
      :host {
        --_icon-size: var(--svc-icon-size, 24px);
        display: inline-flex;
        align-items: center;
        justify-content: center;
        flex: none;
        inline-size: var(--_icon-size);
        block-size: var(--_icon-size);
        color: var(--svc-icon-color, currentColor);
        vertical-align: middle;
        line-height: 1;
      }
      [part~='svg'] {
        display: block;
        inline-size: 100%;
        block-size: 100%;
        fill: currentColor;
      }
      :host(:state(fallback)) [part~='svg'] {
        opacity: 0.6;
      }
      [part~='text'] {
        font-size: calc(var(--_icon-size) * 0.85);
        white-space: nowrap;
      }
    `,
  ];

  /**
   * A catalog icon name (an `IconName`: `accountCircle`, `arrowBack`, …). The wire's object form,
   * `{svgPath}` (v0.9) or `{path}` (v0.10), is read as a custom `path`.
   */
  @property() name = '';

  /** Accessible name. Empty: the icon is decorative. */
  @property() label = '';

  /** Custom SVG path data on a 24×24 grid; wins over `name` when set and well formed. */
  @property() path = '';

  @state() private paths?: Paths = loaded;

  #internals = this.attachInternals();
  #loadStarted = false;
  #failed = false;

  override willUpdate() {
    const known = this.#knownPath();
    if (known === undefined && !this.paths && this.#wantsPaths()) this.#load();
    const fallback = known === undefined && this.#hasSomething() && this.#pathsSettled();
    if (fallback) this.#internals.states.add('fallback');
    else this.#internals.states.delete('fallback');
  }

  readonly #i18n = new Localize(this);

  override render() {
    const label = toText(this.label).trim();
    const known = this.#knownPath();
    if (known !== undefined) return this.#svg(known, label);
    if (!this.#hasSomething()) return nothing;
    // The drawings are still on their way: keep the space, say nothing yet.
    if (!this.#pathsSettled()) {
      return html`<svg part="svg" viewBox="0 0 24 24" aria-hidden="true"></svg>`;
    }
    const name = typeof this.name === 'string' ? this.name.trim() : '';
    const spoken = label || iconWords(name) || this.#i18n.t('icon.label');
    if (/\p{Extended_Pictographic}/u.test(name) && name.length <= 16) {
      return html`<span part="text" role="img" aria-label=${spoken} title=${spoken}>${name}</span>`;
    }
    return this.#svg(fallbackPath, spoken, name);
  }

  #svg(d: string, label: string, title?: string): TemplateResult {
    return html`<svg
      part="svg"
      viewBox="0 0 24 24"
      role=${label ? 'img' : nothing}
      aria-label=${label || nothing}
      aria-hidden=${label ? nothing : 'true'}
    >
      ${title ? svg`<title>${title}</title>` : nothing}
      <path d=${d}></path>
    </svg>`;
  }

  /** The path to draw: a well-formed custom path, else the catalog icon's once loaded. */
  #knownPath(): string | undefined {
    const custom = this.#customPath();
    if (custom && isPathData(custom)) return custom;
    return this.paths?.get(iconKey(this.name));
  }

  /** `path`, or the wire's object form of `name` (`{svgPath}` in v0.9, `{path}` in v0.10). */
  #customPath(): string {
    const name: unknown = this.name;
    if (name && typeof name === 'object') {
      const {svgPath, path} = name as {svgPath?: unknown; path?: unknown};
      return toText(this.path).trim() || toText(svgPath ?? path).trim();
    }
    return toText(this.path).trim();
  }

  #hasSomething(): boolean {
    return this.#customPath() !== '' || iconKey(this.name) !== '';
  }

  /**
   * A server-rendered icon (`@svc/surfaces/ssr`, drawn with the paths) hydrates once the paths are
   * in, so that it never shows the placeholder square in between.
   */
  protected override shouldUpdate(): boolean {
    const serverRendered = !this.hasUpdated && this.renderRoot.firstChild !== null;
    if (!serverRendered || this.#pathsSettled()) return true;
    this.#load();
    return false;
  }

  #wantsPaths(): boolean {
    return typeof this.name === 'string' && iconKey(this.name) !== '';
  }

  /** Whether the catalog lookup has its answer (loaded, or nothing to look up). */
  #pathsSettled(): boolean {
    return this.paths !== undefined || !this.#wantsPaths() || this.#failed;
  }

  #load() {
    if (this.#loadStarted) return;
    this.#loadStarted = true;
    loadPaths().then(
      (paths) => {
        this.paths = paths;
      },
      () => {
        this.#failed = true;
        this.requestUpdate();
      },
    );
  }
}

customElements.define('svc-icon', SvcIcon);

declare global {
  interface HTMLElementTagNameMap {
    'svc-icon': SvcIcon;
  }
}
