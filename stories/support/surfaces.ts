/**
 * Story-only helpers that build Surface records (service spec 2.10) for stories: a record from
 * components and a data model, a generated large form, and the sample conversations in
 * `createdAt` order. Not part of the library.
 */
import type {SurfaceRecord} from '../../src/model/types.js';
import {conversations, type MockConversation} from '../../src/mock/conversations.js';
import {visibleSurfaces} from '../../src/surface/conversation.js';

const STAMP = '2026-11-20T12:00:00Z';

/** A Surface record as the surfaces endpoint returns it, from components and a plain data model. */
export function surfaceRecord(
  surfaceId: string,
  components: unknown[],
  data: unknown = {},
  options: {sendDataModel?: boolean; updatedAt?: string; dataModelJson?: string} = {},
): SurfaceRecord {
  return {
    surfaceId,
    conversationId: 'conv-story',
    tenantId: 'tenant-story',
    catalogId: 'svc-catalog/v1',
    schemaVersion: 1,
    sendDataModel: options.sendDataModel ?? false,
    dataModelJson: options.dataModelJson ?? JSON.stringify(data),
    components,
    createdAt: STAMP,
    updatedAt: options.updatedAt ?? STAMP,
    deletedAt: null,
  };
}

/** A sample conversation of the mock service by id; throws in a story if the id is wrong. */
export function sampleConversation(id: string): MockConversation {
  const found = conversations.find((c) => c.id === id);
  if (!found) throw new Error(`No sample conversation "${id}"`);
  return found;
}

/** The surfaces of a sample conversation, without deleted ones, in `createdAt` order. */
export function sampleSurfaces(id: string): SurfaceRecord[] {
  return visibleSurfaces(sampleConversation(id).surfaces);
}

/**
 * A generated form surface of exactly `count` components (at least 15): a column of cards, each holding a heading
 * and a group of bound inputs (text fields, check boxes, sliders, choice pickers) with a text that
 * echoes the first field, and a submit button at the end.
 */
export function generatedFormSurface(count = 1500): SurfaceRecord {
  // Each section: card + column + heading + 8 inputs + echo text = 12 components.
  const perSection = 12;
  const sections = Math.max(1, Math.floor((count - 3) / perSection));
  const components: unknown[] = [];
  const data: Record<string, unknown> = {};
  const sectionIds: string[] = [];
  for (let s = 0; s < sections; s++) {
    const key = `s${s}`;
    const cardId = `card-${s}`;
    const columnId = `col-${s}`;
    sectionIds.push(cardId);
    const fields: string[] = [];
    const values: Record<string, unknown> = {};
    for (let f = 0; f < 8; f++) {
      const id = `${key}-f${f}`;
      const path = `/${key}/f${f}`;
      fields.push(id);
      switch (f % 4) {
        case 0:
          values[`f${f}`] = `Value ${s}.${f}`;
          components.push({
            id,
            textField: {
              label: {literal: `Field ${s + 1}.${f + 1}`},
              value: {path},
              checks: [
                {call: 'required', args: {value: {path}}, message: 'This field is required'},
              ],
            },
          });
          break;
        case 1:
          values[`f${f}`] = s % 2 === 0;
          components.push({
            id,
            checkBox: {label: {literal: `Option ${s + 1}.${f + 1}`}, value: {path}},
          });
          break;
        case 2:
          values[`f${f}`] = (s * 7 + f) % 100;
          components.push({
            id,
            slider: {
              label: {literal: `Level ${s + 1}.${f + 1}`},
              value: {path},
              min: {literal: 0},
              max: {literal: 100},
            },
          });
          break;
        default:
          values[`f${f}`] = ['b'];
          components.push({
            id,
            choicePicker: {
              label: {literal: `Choice ${s + 1}.${f + 1}`},
              value: {path},
              choices: [
                {id: 'a', label: {literal: 'Alpha'}},
                {id: 'b', label: {literal: 'Beta'}},
                {id: 'c', label: {literal: 'Gamma'}},
              ],
            },
          });
      }
    }
    data[key] = values;
    components.push(
      {id: cardId, card: {children: {ids: [columnId]}}},
      {
        id: columnId,
        column: {children: {ids: [`${key}-title`, ...fields, `${key}-echo`]}, gap: {literal: 8}},
      },
      {id: `${key}-title`, text: {text: {literal: `Section ${s + 1}`}}},
      {
        id: `${key}-echo`,
        text: {
          text: {
            call: {
              call: 'formatString',
              args: {value: {literal: `Field ${s + 1}.1 is "\${/${key}/f0}"`}},
            },
          },
        },
      },
    );
  }
  // Top up to exactly `count` with short notes before the button.
  const notes: string[] = [];
  for (let n = sections * perSection + 3; n < count; n++) {
    const id = `note-${notes.length}`;
    notes.push(id);
    components.push({id, text: {text: {literal: `Note ${notes.length}`}}});
  }
  components.unshift(
    {
      id: 'root',
      column: {children: {ids: ['intro', ...sectionIds, ...notes, 'submit']}, gap: {literal: 12}},
    },
    {
      id: 'intro',
      text: {
        text: {
          literal: `Generated form: ${sections} sections, ${sections * perSection + 3 + notes.length} components.`,
        },
      },
    },
    {
      id: 'submit',
      button: {
        label: {literal: 'Submit'},
        variant: 'primary',
        action: {event: {name: 'submit_form', context: {first: {path: '/s0/f0'}}}},
      },
    },
  );
  return surfaceRecord(`srf-generated-form-${count}`, components, data, {sendDataModel: true});
}
