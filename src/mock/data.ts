/**
 * Seed data of the mock service: a small, plausible tenant ("Acme") with apps, entitlements,
 * users, service accounts, tasks, a rich request schema, MCP toolsets and gateway records.
 * Deterministic (no randomness, fixed dates) so tests and screenshots are stable.
 */
import type {
  AppEntitlement,
  AppResourceOwnerEntitlement,
  AppUser,
  Field,
  GatewayKey,
  McpAccessProfile,
  ProviderCredential,
  RequestSchema,
  Task,
  TypedObject,
} from '../api/types.js';

const BASE = Date.UTC(2026, 9, 1, 9, 0, 0);
/** A fixed timestamp `days` (and `minutes`) after 2026-10-01T09:00Z. */
export const at = (days: number, minutes = 0): string =>
  new Date(BASE + days * 86_400_000 + minutes * 60_000).toISOString();

const TYPE = 'type.googleapis.com/svc.api';

export interface IdentityUser extends TypedObject {
  id: string;
  displayName: string;
  email: string;
  status: string;
}

export const identityUsers: IdentityUser[] = [
  ['user-demo', 'Dana Whitfield', 'dana.whitfield@acme.example'],
  ['user-alex', 'Alex Moreno', 'alex.moreno@acme.example'],
  ['user-priya', 'Priya Natarajan', 'priya.natarajan@acme.example'],
  ['user-sam', 'Sam Okafor', 'sam.okafor@acme.example'],
  ['user-lee', 'Lee Tanaka', 'lee.tanaka@acme.example'],
].map(([id, displayName, email], i) => ({
  '@type': `${TYPE}.user.v1.User`,
  id: id!,
  displayName: displayName!,
  email: email!,
  status: i === 4 ? 'USER_STATUS_DISABLED' : 'USER_STATUS_ENABLED',
  managerIds: i === 0 ? ['user-alex'] : [],
}));

export interface App extends TypedObject {
  id: string;
  displayName: string;
}

export const apps: App[] = [
  ['app-github', 'GitHub'],
  ['app-aws', 'AWS'],
  ['app-slack', 'Slack'],
  ['app-datadog', 'Datadog'],
].map(([id, displayName]) => ({
  '@type': `${TYPE}.app.v1.App`,
  id: id!,
  displayName: displayName!,
  ownerIds: ['user-alex'],
}));

export interface ResourceType extends TypedObject {
  id: string;
  appId: string;
  displayName: string;
  traitIds: string[];
}

export const resourceTypes: ResourceType[] = [
  ['app-github', 'rt-org', 'Organization', 'trait-org'],
  ['app-github', 'rt-repo', 'Repository', 'trait-repository'],
  ['app-github', 'rt-team', 'Team', 'trait-group'],
  ['app-aws', 'rt-account', 'Account', 'trait-account'],
  ['app-aws', 'rt-role', 'IAM role', 'trait-role'],
].map(([appId, id, displayName, trait]) => ({
  '@type': `${TYPE}.app.v1.AppResourceType`,
  appId: appId!,
  id: id!,
  displayName: displayName!,
  traitIds: [trait!],
}));

export interface Resource extends TypedObject {
  id: string;
  appId: string;
  appResourceTypeId: string;
  displayName: string;
}

export const resources: Resource[] = [
  ['app-github', 'rt-org', 'res-acme-org', 'acme-org'],
  ['app-github', 'rt-repo', 'res-repo-api', 'acme-org/api'],
  ['app-github', 'rt-repo', 'res-repo-web', 'acme-org/web'],
  ['app-github', 'rt-repo', 'res-repo-infra', 'acme-org/infra'],
  ['app-github', 'rt-repo', 'res-repo-docs', 'acme-org/docs'],
  ['app-github', 'rt-team', 'res-team-platform', 'Platform team'],
  ['app-aws', 'rt-account', 'res-aws-prod', 'prod (1111-2222-3333)'],
  ['app-aws', 'rt-account', 'res-aws-staging', 'staging (4444-5555-6666)'],
].map(([appId, appResourceTypeId, id, displayName]) => ({
  '@type': `${TYPE}.app.v1.AppResource`,
  appId: appId!,
  appResourceTypeId: appResourceTypeId!,
  id: id!,
  displayName: displayName!,
}));

function entitlement(
  appId: string,
  id: string,
  displayName: string,
  resourceTypeId: string,
  resourceId: string,
  extra: Partial<AppEntitlement> = {},
): AppEntitlement {
  return {
    id,
    appId,
    appResourceTypeId: resourceTypeId,
    appResourceId: resourceId,
    displayName,
    slug: id.replace(/^ent-[a-z]+-/, ''),
    alias: '',
    description: `${displayName} in ${resourceId.replace(/^res-/, '')}`,
    externalId: `ext-${id}`,
    grantPolicyId: 'pol-grant-standard',
    revokePolicyId: 'pol-revoke-standard',
    certifyPolicyId: 'pol-certify-quarterly',
    requestSchemaId: 'rs-access',
    complianceFrameworkValueIds: ['cf-sox'],
    riskLevelValueId: 'risk-medium',
    emergencyGrantEnabled: false,
    defaultValuesApplied: true,
    isAutomationEnabled: false,
    isManuallyManaged: false,
    overrideAccessRequestsDefaults: false,
    systemBuiltin: false,
    grantCount: '0',
    sourceConnectorIds: {'conn-github': `ext-${id}`},
    userEditedMask: '',
    createdAt: at(-200),
    updatedAt: at(-20),
    deletedAt: null,
    durationUnset: {},
    provisionerPolicy: {connector: {defaultBehavior: {connectorId: 'conn-github'}}},
    deprovisionerPolicy: {connector: {defaultBehavior: {connectorId: 'conn-github'}}},
    ...extra,
  };
}

export const entitlements: AppEntitlement[] = [
  entitlement('app-github', 'ent-gh-org-member', 'Member', 'rt-org', 'res-acme-org', {
    grantCount: '412',
    riskLevelValueId: 'risk-low',
    durationUnset: {},
  }),
  entitlement('app-github', 'ent-gh-org-admin', 'Owner', 'rt-org', 'res-acme-org', {
    grantCount: '6',
    riskLevelValueId: 'risk-high',
    emergencyGrantEnabled: true,
    emergencyGrantPolicyId: 'pol-grant-emergency',
    durationUnset: undefined,
    durationGrant: '86400s',
    provisionerPolicy: {
      manual: {
        instructions: 'Add the user as an organization owner, then close the ticket.',
        userIds: ['user-alex'],
        assignee: {users: {allowReassignment: true, userIds: ['user-alex', 'user-priya']}},
      },
    },
    deprovisionerPolicy: {
      externalTicket: {
        appId: 'app-github',
        connectorId: 'conn-jira',
        externalTicketProvisionerConfigId: 'etp-security',
        instructions: 'Remove organization ownership.',
      },
    },
  }),
  entitlement('app-github', 'ent-gh-org-billing', 'Billing manager', 'rt-org', 'res-acme-org', {
    grantCount: '2',
    provisionerPolicy: {webhook: {webhookId: 'wh-billing-sync'}},
    deprovisionerPolicy: {webhook: {webhookId: 'wh-billing-sync'}},
  }),
  ...['api', 'web', 'infra', 'docs'].flatMap((repo, r) =>
    (['read', 'write', 'admin'] as const).map((level, l) =>
      entitlement(
        'app-github',
        `ent-gh-repo-${repo}-${level}`,
        `${level[0]!.toUpperCase()}${level.slice(1)}`,
        'rt-repo',
        `res-repo-${repo}`,
        {
          grantCount: String((4 - r) * (3 - l) * 7),
          riskLevelValueId: ['risk-low', 'risk-medium', 'risk-high'][l],
          durationUnset: l === 2 ? undefined : {},
          durationGrant: l === 2 ? '604800s' : undefined,
          provisionerPolicy:
            l === 2
              ? {
                  multiStep: {
                    provisionSteps: [
                      {
                        delegated: {
                          appId: 'app-github',
                          entitlementId: 'ent-gh-org-member',
                          implicit: true,
                        },
                      },
                      {
                        action: {
                          actionName: 'grant_repo_admin',
                          appId: 'app-github',
                          connectorId: 'conn-github',
                          displayName: 'Grant repository admin',
                        },
                      },
                    ],
                  },
                }
              : {connector: {defaultBehavior: {connectorId: 'conn-github'}}},
        },
      ),
    ),
  ),
  entitlement('app-github', 'ent-gh-team-platform', 'Maintainer', 'rt-team', 'res-team-platform', {
    grantCount: '11',
    provisionerPolicy: {
      manual: {
        instructions: 'Add to the team in GitHub.',
        assignee: {
          group: {
            allowReassignment: false,
            appGroupId: 'grp-gh-admins',
            appId: 'app-github',
            fallbackUserIds: ['user-alex'],
          },
        },
      },
    },
  }),
  entitlement('app-aws', 'ent-aws-prod-readonly', 'ReadOnly', 'rt-account', 'res-aws-prod', {
    sourceConnectorIds: {'conn-aws': 'arn:aws:iam::111122223333:role/ReadOnly'},
    grantCount: '58',
    durationUnset: undefined,
    durationGrant: '28800s',
    provisionerPolicy: {connector: {defaultBehavior: {connectorId: 'conn-aws'}}},
  }),
  entitlement(
    'app-aws',
    'ent-aws-prod-admin',
    'AdministratorAccess',
    'rt-account',
    'res-aws-prod',
    {
      sourceConnectorIds: {'conn-aws': 'arn:aws:iam::111122223333:role/Admin'},
      grantCount: '3',
      riskLevelValueId: 'risk-critical',
      durationUnset: undefined,
      durationGrant: '3600s',
      provisionerPolicy: {devicePlacement: {vaultBoundaryId: 'vb-prod'}},
      deprovisionerPolicy: {unconfigured: {}},
    },
  ),
  entitlement('app-aws', 'ent-aws-staging-dev', 'Developer', 'rt-account', 'res-aws-staging', {
    sourceConnectorIds: {'conn-aws': 'arn:aws:iam::444455556666:role/Developer'},
    grantCount: '97',
    provisionerPolicy: {
      connector: {
        account: {
          connectorId: 'conn-aws',
          schemaId: 'schema-iam-user',
          config: {path: '/dev/'},
          saveToVault: {vaultIds: ['vault-1']},
        },
      },
    },
  }),
];

/** App users of people (for the entitlement search). */
export const humanAppUsers: AppUser[] = [
  {
    id: 'au-dana-gh',
    appId: 'app-github',
    identityUserId: 'user-demo',
    displayName: 'Dana Whitfield',
    username: 'dwhitfield',
    usernames: ['dwhitfield'],
    email: 'dana.whitfield@acme.example',
    emails: ['dana.whitfield@acme.example'],
    employeeIds: ['E-1042'],
    isExternal: false,
    profile: {twoFactorEnabled: true},
    status: {details: 'active'},
    createdAt: at(-300),
    updatedAt: at(-3),
    deletedAt: null,
  },
  {
    id: 'au-sam-gh',
    appId: 'app-github',
    identityUserId: 'user-sam',
    displayName: 'Sam Okafor',
    username: 'sokafor',
    usernames: ['sokafor'],
    email: 'sam.okafor@acme.example',
    emails: ['sam.okafor@acme.example'],
    isExternal: true,
    status: {details: 'active'},
    createdAt: at(-120),
    updatedAt: at(-9),
    deletedAt: null,
  },
];

/** Entitlements held by each human app user. */
export const appUserGrants: Record<string, string[]> = {
  'au-dana-gh': [
    'ent-gh-org-member',
    'ent-gh-org-admin',
    'ent-gh-repo-api-read',
    'ent-gh-repo-api-write',
    'ent-gh-repo-api-admin',
    'ent-gh-repo-web-read',
    'ent-gh-repo-web-write',
    'ent-gh-repo-infra-read',
    'ent-gh-repo-infra-write',
    'ent-gh-repo-docs-read',
    'ent-gh-repo-docs-write',
    'ent-gh-team-platform',
  ],
  'au-sam-gh': ['ent-gh-org-member', 'ent-gh-repo-docs-read'],
};

const SERVICE_ACCOUNT_KINDS = [
  ['app-github', 'gh', 'GitHub App installation'],
  ['app-aws', 'aws', 'IAM role'],
  ['app-slack', 'slack', 'Bot token'],
  ['app-datadog', 'dd', 'API key'],
] as const;

const SERVICE_ACCOUNT_NAMES = [
  'deploy-bot',
  'release-notes',
  'ci-runner',
  'backup-agent',
  'cost-reporter',
  'incident-pager',
  'dependency-updater',
  'log-shipper',
];

/** Service accounts and who owns them: 23 owned by the demo user, 3 by someone else. */
export const serviceAccounts: {appUser: AppUser; ownerUserId: string; lastUsedAt: string}[] =
  Array.from({length: 26}, (_, i) => {
    const [appId, short, nhi] = SERVICE_ACCOUNT_KINDS[i % SERVICE_ACCOUNT_KINDS.length]!;
    const name = `${SERVICE_ACCOUNT_NAMES[i % SERVICE_ACCOUNT_NAMES.length]}-${String(i + 1).padStart(2, '0')}`;
    return {
      ownerUserId: i < 23 ? 'user-demo' : 'user-alex',
      lastUsedAt: at(-(i % 9), i * 7),
      appUser: {
        id: `au-sa-${short}-${String(i + 1).padStart(2, '0')}`,
        appId,
        identityUserId: '',
        displayName: name,
        username: name,
        usernames: [name],
        email: '',
        emails: [],
        employeeIds: [],
        isExternal: false,
        nhiDetail: nhi,
        profile: {purpose: `Automation: ${name.replace(/-\d+$/, '').replace(/-/g, ' ')}`},
        status: {details: i % 11 === 10 ? 'disabled' : 'active'},
        createdAt: at(-250 + i * 5),
        updatedAt: at(-10 + (i % 7)),
        deletedAt: null,
      },
    };
  });

const TOOLSET_TOPICS = [
  ['Repository read', 'List repositories, read files, browse commits'],
  ['Issue triage', 'Label, assign and comment on issues'],
  ['Pull request review', 'Read diffs and leave review comments'],
  ['Release management', 'Draft releases and upload assets'],
  ['Actions operator', 'Re-run workflows and read job logs'],
  ['Security alerts', 'Read code-scanning and Dependabot alerts'],
  ['Projects planner', 'Edit project boards and items'],
  ['Wiki editor', 'Create and edit wiki pages'],
  ['Org audit', 'Read the organization audit log'],
  ['Package publisher', 'Publish and delete packages'],
];

function toolsets(
  appId: string,
  connectorId: string,
  prefix: string,
  count: number,
): McpAccessProfile[] {
  return Array.from({length: count}, (_, i) => {
    const [topic, description] = TOOLSET_TOPICS[i % TOOLSET_TOPICS.length]!;
    const n = String(i + 1).padStart(3, '0');
    return {
      id: `mcp-${prefix}-${n}`,
      appId,
      connectorId,
      appEntitlementId: `ent-${prefix}-mcp-${n}`,
      displayName: `${topic} ${Math.floor(i / TOOLSET_TOPICS.length) + 1}`,
      description,
      requestable: i % 4 !== 3,
      toolCount: 3 + ((i * 7) % 19),
      createdAt: at(-90 + (i % 60)),
      updatedAt: at(-5 + (i % 5)),
      deletedAt: null,
    };
  });
}

/** 130 toolsets for GitHub (several pages), 5 for Slack, 12 for the AWS connector of connector-setup. */
export const mcpToolsets: McpAccessProfile[] = [
  ...toolsets('app-github', 'conn-github', 'gh', 130),
  ...toolsets('app-slack', 'conn-slack', 'slack', 5),
  ...toolsets('app-aws', 'conn-aws-1', 'aws', 12),
];

export const gatewayKeys: GatewayKey[] = [
  ['gk-01', 'Assistant backend (prod)', 'gk_live_4f', -120, null],
  ['gk-02', 'Assistant backend (staging)', 'gk_test_9a', -118, null],
  ['gk-03', 'Support summariser', 'gk_live_21', -80, null],
  ['gk-04', 'Old notebook key', 'gk_live_0c', -300, -60],
  ['gk-05', 'Access review drafts', 'gk_live_7d', -40, null],
  ['gk-06', 'Incident copilot', 'gk_live_b2', -12, null],
  ['gk-07', 'Load test', 'gk_test_e8', -3, -1],
].map(([id, displayName, keyPrefix, created, revoked]) => ({
  id: id as string,
  displayName: displayName as string,
  keyPrefix: keyPrefix as string,
  createdAt: at(created as number),
  updatedAt: at((revoked as number | null) ?? (created as number)),
  revokedAt: revoked === null ? null : at(revoked as number),
}));

export const providerCredentials: ProviderCredential[] = [
  {
    slotId: 'slot-primary',
    userId: 'user-alex',
    displayName: 'Primary model provider',
    keyPrefix: 'sk-pr',
    createdAt: at(-60),
    updatedAt: at(-60),
    revokedAt: null,
  },
];

export const resourceOwnershipSources: AppResourceOwnerEntitlement[] = [
  {
    appId: 'app-github',
    resourceTypeId: 'rt-repo',
    resourceId: 'res-repo-api',
    roleSlug: 'admin',
    appEntitlement: entitlements.find((e) => e.id === 'ent-gh-team-platform')!,
    createdAt: at(-30),
  },
];

// ---------------------------------------------------------------------------------------------
// Request schemas: `rs-access` uses every field kind of spec 2.3.

const accessFields: Field[] = [
  {
    name: 'justification',
    displayName: 'Business justification',
    description: 'Why you need this access. Reviewers read this first.',
    required: true,
    stringField: {
      textField: {multiline: true},
      placeholder: 'Investigating incident INC-4211 in the payments API…',
      rules: {minLen: '20', maxLen: '1000'},
    },
  },
  {
    name: 'ticket',
    displayName: 'Ticket',
    description: 'The change or incident ticket, if there is one.',
    stringField: {
      textField: {},
      placeholder: 'SEC-1234',
      rules: {pattern: '^[A-Z][A-Z0-9]+-[0-9]+$', ignoreEmpty: true, maxLen: '32'},
    },
  },
  {
    name: 'contactEmail',
    displayName: 'Contact email',
    stringField: {
      textField: {},
      placeholder: 'you@acme.example',
      rules: {email: true, ignoreEmpty: true},
      defaultValue: '',
    },
    sharedConfig: {defaultValueCel: 'subject.email', lockDefaultValues: false},
  },
  {
    name: 'callbackUrl',
    displayName: 'Callback URL',
    description: 'Where the automation should report back.',
    stringField: {
      textField: {},
      placeholder: 'https://hooks.acme.example/…',
      rules: {uri: true, prefix: 'https://', ignoreEmpty: true},
    },
  },
  {
    name: 'sourceIp',
    displayName: 'Source IP address',
    stringField: {textField: {}, placeholder: '203.0.113.7', rules: {ip: true, ignoreEmpty: true}},
  },
  {
    name: 'hostname',
    displayName: 'Jump host',
    stringField: {
      textField: {suffix: '.corp.acme.example'},
      placeholder: 'bastion-1',
      rules: {hostname: true, ignoreEmpty: true},
    },
  },
  {
    name: 'startDate',
    displayName: 'Start date',
    required: true,
    stringField: {
      dateField: {defaultToToday: true, minDaysFromToday: 0, maxDaysFromToday: 90},
    },
  },
  {
    name: 'endDate',
    displayName: 'End date',
    stringField: {dateField: {minDate: '2026-01-01', maxDate: '2027-12-31'}},
  },
  {
    name: 'environment',
    displayName: 'Environment',
    required: true,
    stringField: {
      defaultValue: 'staging',
      selectField: {
        options: [
          {value: 'dev', displayName: 'Development', description: 'Sandboxes; no customer data.'},
          {value: 'staging', displayName: 'Staging', description: 'Pre-production copy.'},
          {value: 'prod', displayName: 'Production', description: 'Needs a second approver.'},
        ],
      },
      rules: {in: ['dev', 'staging', 'prod']},
    },
  },
  {
    name: 'breakGlassCode',
    displayName: 'Break-glass code',
    description: 'Only for emergency access; read from the sealed envelope.',
    stringField: {passwordField: {}, rules: {len: '8', pattern: '^[0-9]+$', ignoreEmpty: true}},
  },
  {
    name: 'targetAccount',
    displayName: 'GitHub account',
    stringField: {pickerField: {appUserPicker: {appId: 'app-github'}}},
  },
  {
    name: 'backupApprover',
    displayName: 'Backup approver',
    stringField: {
      pickerField: {svcUserPicker: {excludeUserIds: ['user-demo'], includeDeactivated: false}},
    },
  },
  {
    name: 'repository',
    displayName: 'Repository',
    stringField: {pickerField: {resourcePicker: {appId: 'app-github', resourceTypeId: 'rt-repo'}}},
  },
  {
    name: 'uuidRef',
    displayName: 'Asset id',
    readOnly: true,
    stringField: {
      textField: {},
      defaultValue: '8f14e45f-ceea-4672-9a5b-1c8d5b2b7d10',
      rules: {uuid: true},
    },
  },
  {
    name: 'durationHours',
    displayName: 'Duration (hours)',
    required: true,
    int64Field: {
      defaultValue: '8',
      placeholder: '8',
      numberField: {minValue: '1', maxValue: '168', step: '1'},
      rules: {gte: '1', lte: '168'},
    },
  },
  {
    name: 'seats',
    displayName: 'Seats',
    int64Field: {numberField: {}, rules: {in: ['1', '5', '10'], notIn: ['0'], ignoreEmpty: true}},
  },
  {
    name: 'acceptPolicy',
    displayName: 'I have read the acceptable-use policy',
    required: true,
    boolField: {checkboxField: {}, rules: {const: true}},
  },
  {
    name: 'notifyManager',
    displayName: 'Notify my manager',
    boolField: {toggleField: {}, defaultValue: true},
  },
  {
    name: 'labels',
    displayName: 'Labels',
    description: 'Key/value pairs attached to the grant.',
    stringMapField: {
      defaultValue: {team: 'platform', costCenter: 'CC-310'},
      rules: {isRequired: false, validateEmpty: true},
    },
  },
  {
    name: 'tags',
    displayName: 'Tags',
    stringSliceField: {
      chipsField: {},
      placeholder: 'Add a tag',
      defaultValues: ['oncall'],
      rules: {
        minItems: '1',
        maxItems: '5',
        unique: true,
        items: {string: {minLen: '2', maxLen: '20', pattern: '^[a-z0-9-]+$'}},
      },
    },
  },
  {
    name: 'watchers',
    displayName: 'Watchers',
    stringSliceField: {
      pickerField: {svcUserPicker: {includeDeactivated: false}},
      rules: {maxItems: '3', ignoreEmpty: true},
    },
  },
  {
    name: 'ports',
    displayName: 'Ports',
    stringSliceField: {
      chipsField: {},
      rules: {items: {int64: {gte: '1', lte: '65535'}}, ignoreEmpty: true},
    },
  },
  {
    name: 'evidence',
    displayName: 'Evidence',
    description: 'A screenshot or a PDF of the approval.',
    fileField: {
      acceptedFileTypes: ['.pdf', 'image/png', 'image/jpeg'],
      maxFileSize: '5242880',
      fileInputField: {},
    },
  },
  {
    name: 'githubConnection',
    displayName: 'Connect GitHub',
    oauth2Field: {oauth2FieldView: {}},
    adminConfig: {showToUser: true},
  },
];

export const requestSchemas: RequestSchema[] = [
  {
    id: 'rs-access',
    form: {
      id: 'form-access',
      displayName: 'Access request',
      description: 'Tell reviewers what you need, for how long and why.',
      fields: accessFields,
      fieldGroups: [
        {
          name: 'request',
          displayName: 'Request',
          helpText: 'What and why.',
          default: true,
          fields: [
            'justification',
            'ticket',
            'environment',
            'startDate',
            'endDate',
            'durationHours',
            'acceptPolicy',
          ],
        },
        {
          name: 'target',
          displayName: 'Target',
          helpText: 'Who and where.',
          fields: [
            'targetAccount',
            'repository',
            'backupApprover',
            'watchers',
            'contactEmail',
            'notifyManager',
          ],
        },
        {
          name: 'technical',
          displayName: 'Technical details',
          fields: [
            'callbackUrl',
            'sourceIp',
            'hostname',
            'ports',
            'seats',
            'uuidRef',
            'breakGlassCode',
          ],
        },
        {
          name: 'extras',
          displayName: 'Extras',
          fields: ['labels', 'tags', 'evidence', 'githubConnection'],
        },
      ],
      fieldRelationships: [
        {fieldNames: ['startDate', 'endDate'], requiredTogether: {}},
        {fieldNames: ['ticket', 'justification'], atLeastOne: {}},
        {fieldNames: ['targetAccount', 'repository'], mutuallyExclusive: {}},
        {fieldNames: ['breakGlassCode'], dependentOn: {dependencyFieldNames: ['ticket']}},
      ],
    },
    createdAt: at(-180),
    modifiedAt: at(-7),
    deletedAt: null,
  },
  {
    id: 'rs-simple',
    form: {
      id: 'form-simple',
      displayName: 'Quick request',
      fields: [accessFields[0]!],
    },
    createdAt: at(-100),
    modifiedAt: at(-100),
    deletedAt: null,
  },
];

// ---------------------------------------------------------------------------------------------
// Tasks

export function seedTasks(): Task[] {
  return [
    {
      id: 'task-1001',
      numericId: '1001',
      displayName: 'Grant GitHub Owner (acme-org) to Dana Whitfield',
      description: 'Rotating the org-wide deploy keys during the incident review.',
      state: 'TASK_STATE_OPEN',
      processing: 'TASK_PROCESSING_TYPE_WAITING',
      origin: 'TASK_ORIGIN_CHAT',
      recommendation: 'INSIGHT_RECOMMENDATION_REVIEW',
      actions: [
        'TASK_ACTION_TYPE_APPROVE_WITH_STEP_UP',
        'TASK_ACTION_TYPE_DENY',
        'TASK_ACTION_TYPE_COMMENT',
        'TASK_ACTION_TYPE_REASSIGN',
      ],
      annotations: [{'@type': `${TYPE}.task.v1.TaskRiskAnnotation`, level: 'high'}],
      approverIds: [],
      stepApproverIds: ['user-demo', 'user-priya'],
      commentCount: 2,
      createdAt: at(40),
      updatedAt: at(40, 5),
      deletedAt: null,
      createdByUserId: 'user-demo',
      userId: 'user-demo',
      data: {ticket: 'SEC-2291'},
      emergencyAccess: false,
      externalRefs: [],
      form: null,
      insightIds: [],
      policyGenerationId: 'pg-1',
      revocationTargets: [],
      type: {
        grant: {
          appId: 'app-github',
          appEntitlementId: 'ent-gh-org-admin',
          appUserId: 'au-dana-gh',
          grantDuration: '86400s',
        },
      },
      policy: {
        policy: {id: 'pol-grant-emergency', displayName: 'Privileged access'},
        history: [
          {
            id: 'step-1001-form',
            policyGenerationId: 'pg-1',
            form: {
              form: {id: 'form-simple', displayName: 'Quick request', fields: [accessFields[0]!]},
              data: {
                justification: 'Rotating the org-wide deploy keys during the incident review.',
              },
              completed: {completedAt: at(40, 1), userId: 'user-demo'},
            },
          },
        ],
        current: {
          id: 'step-1001-approval',
          policyGenerationId: 'pg-1',
          approval: {
            approval: {
              users: {userIds: ['user-demo', 'user-priya']},
              allowReassignment: true,
              requireApprovalReason: true,
              requireDenialReason: true,
              requiresStepUpProviderId: 'stepup-idp',
            },
            assignedAt: at(40, 2),
          },
        },
        next: [{provision: {assigned: true}}],
      },
    },
    {
      id: 'task-1002',
      numericId: '1002',
      displayName: 'Grant AWS ReadOnly (prod) to Sam Okafor',
      description: 'Read dashboards while on call this week.',
      state: 'TASK_STATE_OPEN',
      processing: 'TASK_PROCESSING_TYPE_WAITING',
      origin: 'TASK_ORIGIN_WEBAPP',
      recommendation: 'INSIGHT_RECOMMENDATION_APPROVE',
      actions: [
        'TASK_ACTION_TYPE_APPROVE',
        'TASK_ACTION_TYPE_DENY',
        'TASK_ACTION_TYPE_UPDATE_GRANT_DURATION',
        'TASK_ACTION_TYPE_COMMENT',
      ],
      approverIds: [],
      stepApproverIds: ['user-demo'],
      commentCount: 0,
      createdAt: at(41),
      updatedAt: at(41),
      deletedAt: null,
      createdByUserId: 'user-sam',
      userId: 'user-sam',
      data: {},
      emergencyAccess: false,
      policyGenerationId: 'pg-1',
      type: {
        grant: {
          appId: 'app-aws',
          appEntitlementId: 'ent-aws-prod-readonly',
          grantDuration: '28800s',
        },
      },
      policy: {
        current: {
          id: 'step-1002-approval',
          policyGenerationId: 'pg-1',
          approval: {approval: {manager: {}}, assignedAt: at(41, 1)},
        },
        history: [],
        next: [{provision: {assigned: true}}],
      },
    },
  ];
}
