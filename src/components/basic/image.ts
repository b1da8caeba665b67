import {LitElement, css, html} from 'lit';
import {property, state} from 'lit/decorators.js';
import {consume} from '@lit/context';
import {hostStyles} from '../../styles/tokens.js';
import {styleProps} from '../../styles/style-props.js';
import {mediaPolicyContext} from '../../providers/context.js';
import type {MediaPolicy, MediaUrlCheck} from '../../model/media-policy.js';
import {toText} from '../../model/coerce.js';
import {
  checkMedia,
  mediaPlaceholder,
  placeholderStyles,
  placeholderText,
} from './internal/media.js';
import {Localize} from '../../i18n/controller.js';

/** How the picture fills its box (CSS `object-fit`; `scaleDown` is `scale-down`). */
export type ImageFit = 'contain' | 'cover' | 'fill' | 'none' | 'scaleDown';

/** Size and shape of the box. */
export type ImageVariant =
  'icon' | 'avatar' | 'smallFeature' | 'mediumFeature' | 'largeFeature' | 'header';

const FITS: Record<string, string> = {
  contain: 'contain',
  cover: 'cover',
  fill: 'fill',
  none: 'none',
  scaledown: 'scale-down',
};

const VARIANTS: readonly ImageVariant[] = [
  'icon',
  'avatar',
  'smallFeature',
  'mediumFeature',
  'largeFeature',
  'header',
];

/** Any spelling of a fit (`scale-down`, `SCALE_DOWN`) → its CSS value; unknown → `fill`. */
export function normalizeFit(value: unknown): string {
  const key = typeof value === 'string' ? value.replace(/[\s_-]/g, '').toLowerCase() : '';
  return FITS[key] ?? 'fill';
}

/** Any spelling of a variant (`large_feature`, `HEADER`) → the variant; unknown → mediumFeature. */
export function normalizeImageVariant(value: unknown): ImageVariant {
  const key = typeof value === 'string' ? value.replace(/[\s_-]/g, '').toLowerCase() : '';
  return VARIANTS.find((v) => v.toLowerCase() === key) ?? 'mediumFeature';
}

type Status = 'loading' | 'loaded' | 'error';

/**
 * @summary A picture from an address, sized by a variant, or a labelled placeholder.
 *
 * The address must pass the media policy (the `mediaPolicy` property, else the one the enclosing
 * surface provides, else https only): otherwise nothing is requested and a placeholder says
 * "Image not shown: its address is not allowed". A picture that fails to load is replaced by a
 * placeholder too, never a broken-image icon. Pictures load lazily, decode off the main thread
 * and send no referrer. With an empty `description` the picture is decorative (`alt=""`).
 *
 * @csspart base - The box that sizes and clips the picture.
 * @csspart image - The `<img>`.
 * @csspart placeholder - Stands in for a picture not allowed or not loaded; `role="img"`.
 * @csspart placeholder-glyph - The placeholder's icon.
 * @csspart placeholder-text - The placeholder's sentence (hidden in the icon and avatar sizes).
 * @cssprop [--svc-image-radius=var(--svc-radius)] - Corner radius (avatars are round).
 * @cssprop [--svc-image-icon-size=24px] - Edge of the `icon` variant.
 * @cssprop [--svc-image-avatar-size=40px] - Diameter of the `avatar` variant.
 * @cssprop [--svc-image-small-width=120px] - Width of `smallFeature`.
 * @cssprop [--svc-image-medium-width=240px] - Width of `mediumFeature`.
 * @cssprop [--svc-image-large-width=100%] - Width of `largeFeature`.
 * @cssprop [--svc-image-header-height=160px] - Height of the full-width `header`.
 * @cssprop [--svc-image-placeholder-ratio=4 / 3] - Shape of the box before a feature picture
 * has loaded, and of its placeholder.
 * @cssstate loading - The picture is on its way.
 * @cssstate loaded - The picture is shown.
 * @cssstate placeholder - A placeholder is shown instead.
 * @cssstate unsized - No variant was given (`<svc-row>` makes such a picture a small feature).
 */
export class SvcImage extends LitElement {
  static override styles = [
    hostStyles,
    placeholderStyles,
    css`
      :host {
        --_image-radius: var(--svc-image-radius, var(--_radius));
        --_ratio: var(--svc-image-placeholder-ratio, 4 / 3);
        --_width: var(--svc-image-medium-width, 240px);
        --_height: auto;
        display: inline-block;
        vertical-align: middle;
        max-inline-size: 100%;
      }
      :host(:state(icon)) {
        --_width: var(--svc-image-icon-size, 24px);
        --_height: var(--_width);
        --_image-radius: 0;
      }
      :host(:state(avatar)) {
        --_width: var(--svc-image-avatar-size, 40px);
        --_height: var(--_width);
        --_image-radius: 50%;
      }
      :host(:state(smallFeature)) {
        --_width: var(--svc-image-small-width, 120px);
      }
      :host(:state(largeFeature)) {
        --_width: var(--svc-image-large-width, 100%);
        display: block;
      }
      :host(:state(header)) {
        --_width: 100%;
        --_height: var(--svc-image-header-height, 160px);
        display: block;
      }
      [part~='base'] {
        position: relative;
        display: block;
        inline-size: var(--_width);
        block-size: var(--_height);
        max-inline-size: 100%;
        border-radius: var(--_image-radius);
        overflow: hidden;
      }
      :host(:not(:state(loaded))) [part~='base'] {
        aspect-ratio: var(--_ratio);
      }
      :host(:state(loading)) [part~='base'] {
        background: var(--_raised);
      }
      [part~='image'] {
        display: block;
        inline-size: 100%;
        block-size: 100%;
        object-fit: var(--_fit, fill);
      }
      :host(:state(loading)) [part~='image'] {
        opacity: 0;
      }
      :host(:state(icon)) [part~='placeholder'],
      :host(:state(avatar)) [part~='placeholder'] {
        padding: 0;
      }
      :host(:state(icon)) [part~='placeholder-text'],
      :host(:state(avatar)) [part~='placeholder-text'] {
        display: none;
      }
    `,
  ];

  /** Address of the picture; checked against the media policy before anything is requested. */
  @property() url = '';

  /** Text alternative (`alt`). Empty: the picture is decorative. */
  @property() description = '';

  /** `contain`, `cover`, `fill` (default), `none` or `scaleDown`, as CSS `object-fit`. */
  @property() fit: ImageFit = 'fill';

  /**
   * `icon`, `avatar`, `smallFeature`, `mediumFeature`, `largeFeature` or `header`. Empty (the
   * default) or unknown: `mediumFeature`, except beside other content in a row (a list item's
   * picture), where it is a `smallFeature`.
   */
  @property() variant: ImageVariant | '' = '';

  /**
   * Where pictures may come from. When unset, the policy of the enclosing
   * `<svc-surface>`/`<svc-conversation>` (context) applies, else https only.
   */
  @property({attribute: false}) mediaPolicy?: MediaPolicy;

  @consume({context: mediaPolicyContext, subscribe: true})
  @state()
  private contextMediaPolicy?: MediaPolicy;

  @state() private status: Status = 'loading';

  #internals = this.attachInternals();
  #check: MediaUrlCheck = {allowed: false, reason: 'missing'};
  #states = new Set<string>();

  override willUpdate() {
    const check = checkMedia(this.url, this.mediaPolicy, this.contextMediaPolicy);
    const source = check.allowed ? check.url : undefined;
    if (source !== (this.#check.allowed ? this.#check.url : undefined)) this.status = 'loading';
    this.#check = check;
    const shown = check.allowed ? this.status : 'placeholder';
    const variant = normalizeImageVariant(this.variant);
    const unsized =
      variant === 'mediumFeature' && toText(this.variant).toLowerCase() !== 'mediumfeature';
    this.#setStates([
      variant,
      shown === 'error' ? 'placeholder' : shown,
      ...(unsized ? ['unsized'] : []),
    ]);
  }

  readonly #i18n = new Localize(this);

  override render() {
    const description = toText(this.description).trim();
    const check = this.#check;
    if (!check.allowed || this.status === 'error') {
      const text = placeholderText('Image', check.allowed ? 'error' : check, this.#i18n);
      return html`<div part="base">${mediaPlaceholder(text, description)}</div>`;
    }
    return html`<div part="base">
      <img
        part="image"
        src=${check.url}
        alt=${description}
        loading="lazy"
        decoding="async"
        referrerpolicy="no-referrer"
        ${styleProps({'--_fit': normalizeFit(this.fit)})}
        @load=${this.#onLoad}
        @error=${this.#onError}
      />
    </div>`;
  }

  #onLoad() {
    this.status = 'loaded';
  }

  #onError() {
    this.status = 'error';
  }

  /** Sets exactly these custom states, touching only the ones that change. */
  #setStates(wanted: string[]) {
    const next = new Set(wanted);
    for (const s of this.#states) if (!next.has(s)) this.#internals.states.delete(s);
    for (const s of next) if (!this.#states.has(s)) this.#internals.states.add(s);
    this.#states = next;
  }
}

customElements.define('svc-image', SvcImage);

declare global {
  interface HTMLElementTagNameMap {
    'svc-image': SvcImage;
  }
}
