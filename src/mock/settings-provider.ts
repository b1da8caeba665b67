import type {Field, Form} from '../api/types.js';
import type {
  ConnectorRef,
  ConnectorSettings,
  ConnectorSettingsProvider,
  ProviderCallOptions,
  SaveSettingsResult,
} from '../providers/types.js';

/** Settings of {@link MockConnectorSettingsProvider}. */
export interface MockSettingsOptions {
  /** Delay of every answer, in ms (default 300; tests use 0). */
  latencyMs?: number;
  /** Forms by connector id; connectors without one get {@link mockSettingsForm}. */
  forms?: Record<string, Form>;
  /** Called after a successful save (the demo starts a sync here). Gets no values. */
  onSaved?: (ref: ConnectorRef) => void;
}

/** The secret the mock rejects, to show a field error in the demo. */
export const MOCK_REJECTED_SECRET = 'wrong-secret';

/** A connector settings form with a select, text fields, a password, a number and a checkbox. */
export function mockSettingsForm(displayName = 'AWS'): Form {
  return {
    id: 'form-connector-settings',
    displayName: `Connect ${displayName}`,
    description:
      'Give the connector read access. The secret is stored in the vault, never shown again.',
    fields: [
      {
        name: 'region',
        displayName: 'Region',
        required: true,
        stringField: {
          defaultValue: 'us-east-1',
          selectField: {
            options: [
              {value: 'us-east-1', displayName: 'US East (N. Virginia)'},
              {value: 'us-west-2', displayName: 'US West (Oregon)'},
              {value: 'eu-west-1', displayName: 'Europe (Ireland)'},
              {value: 'eu-central-1', displayName: 'Europe (Frankfurt)'},
            ],
          },
        },
      },
      {
        name: 'accessKeyId',
        displayName: 'Access key ID',
        description: 'Starts with AKIA.',
        required: true,
        stringField: {
          placeholder: 'AKIA…',
          textField: {},
          rules: {pattern: '^AKIA[A-Z0-9]{12,}$'},
        },
      },
      {
        name: 'secretAccessKey',
        displayName: 'Secret access key',
        description: 'Shown once when the key was created.',
        required: true,
        stringField: {passwordField: {}},
      },
      {
        name: 'roleArn',
        displayName: 'Role to assume (optional)',
        stringField: {
          placeholder: 'arn:aws:iam::123456789012:role/ReadOnly',
          rules: {prefix: 'arn:aws:iam::', ignoreEmpty: true},
        },
      },
      {
        name: 'syncIntervalHours',
        displayName: 'Sync every (hours)',
        int64Field: {defaultValue: '24', numberField: {minValue: '1', maxValue: '168', step: '1'}},
      },
      {
        name: 'includeServiceAccounts',
        displayName: 'Include service accounts',
        boolField: {defaultValue: true, checkboxField: {}},
      },
    ],
    fieldGroups: [
      {
        name: 'credentials',
        displayName: 'Credentials',
        default: true,
        fields: ['region', 'accessKeyId', 'secretAccessKey'],
      },
      {
        name: 'options',
        displayName: 'Options',
        fields: ['roleArn', 'syncIntervalHours', 'includeServiceAccounts'],
      },
    ],
  };
}

const isSecret = (field: Field) =>
  Boolean(
    field.stringField && 'passwordField' in field.stringField && field.stringField.passwordField,
  );

const key = (ref: ConnectorRef) => `${ref.appId}\u0000${ref.connectorId}`;

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      {once: true},
    );
  });
}

/**
 * An in-memory connector settings provider for the demo and tests (the service spec has no
 * settings endpoint). It validates like a server would (required fields, the access key
 * pattern, a rejected secret), keeps non-secret values so the form comes back prefilled, and
 * keeps of each secret only the fact that it was set: a secret can never be read back. It logs
 * nothing.
 */
export class MockConnectorSettingsProvider implements ConnectorSettingsProvider {
  readonly #options: MockSettingsOptions;
  readonly #saved = new Map<string, Record<string, unknown>>();
  #failNext?: string;
  /** How many saves succeeded. */
  saves = 0;
  /** Field names of the last save attempt (names only, never values), for tests. */
  lastFieldNames: string[] = [];

  constructor(options: MockSettingsOptions = {}) {
    this.#options = options;
  }

  /** Makes the next save fail with this message (a server or network error). */
  failNextSave(message = 'The connector could not be reached. Try again in a moment.'): void {
    this.#failNext = message;
  }

  #form(ref: ConnectorRef): Form {
    return this.#options.forms?.[ref.connectorId] ?? mockSettingsForm(appName(ref.appId));
  }

  async getSettings(
    ref: ConnectorRef,
    options: ProviderCallOptions = {},
  ): Promise<ConnectorSettings> {
    await wait(this.#options.latencyMs ?? 300, options.signal);
    return {form: structuredClone(this.#form(ref)), values: {...(this.#saved.get(key(ref)) ?? {})}};
  }

  async saveSettings(
    ref: ConnectorRef,
    values: Record<string, unknown>,
    options: ProviderCallOptions = {},
  ): Promise<SaveSettingsResult> {
    await wait(this.#options.latencyMs ?? 300, options.signal);
    this.lastFieldNames = Object.keys(values ?? {});
    if (this.#failNext !== undefined) {
      const message = this.#failNext;
      this.#failNext = undefined;
      return {ok: false, message};
    }
    const form = this.#form(ref);
    const fieldErrors: Record<string, string> = {};
    const stored: Record<string, unknown> = {};
    for (const field of form.fields ?? []) {
      const value = values?.[field.name];
      const empty = value === undefined || value === null || value === '';
      if (field.required && empty) {
        fieldErrors[field.name] = `Enter ${(field.displayName ?? field.name).toLowerCase()}.`;
        continue;
      }
      if (isSecret(field)) {
        if (value === MOCK_REJECTED_SECRET) {
          fieldErrors[field.name] = 'This key was rejected. Check it and try again.';
        }
        continue; // never stored
      }
      const pattern = field.stringField?.rules?.pattern;
      if (!empty && pattern && !new RegExp(pattern).test(String(value))) {
        fieldErrors[field.name] = `${field.displayName ?? field.name} does not look right.`;
        continue;
      }
      if (!empty) stored[field.name] = value;
    }
    if (Object.keys(fieldErrors).length) {
      return {ok: false, message: 'Some settings need another look.', fieldErrors};
    }
    this.#saved.set(key(ref), stored);
    this.saves++;
    this.#options.onSaved?.(ref);
    return {ok: true};
  }
}

/** "app-aws" → "AWS", "app-github" → "Github". */
function appName(appId: string): string {
  const bare = String(appId ?? '').replace(/^app[-_]/, '');
  if (!bare) return 'the app';
  return bare.length <= 3 ? bare.toUpperCase() : bare.charAt(0).toUpperCase() + bare.slice(1);
}
