import {conversations} from '../../mock/conversations.js';
import {a2uiSamples} from './a2ui-samples.js';

/** A text to start from in the playground. */
export interface Sample {
  id: string;
  group: string;
  label: string;
  text: string;
}

/** Every shared sample conversation (as a surfaces response) and a few A2UI spec examples. */
export function samples(): Sample[] {
  return [
    ...conversations.map((conversation) => ({
      id: `conversation:${conversation.id}`,
      group: 'Sample conversations (surfaces response)',
      label: conversation.title,
      text: JSON.stringify({surfaces: conversation.surfaces}, null, 2),
    })),
    ...a2uiSamples.map((sample, index) => ({
      id: `a2ui:${index}`,
      group: 'A2UI v0.9 specification examples (JSON lines)',
      label: `${sample.name}: ${sample.description}`,
      text: sample.jsonl,
    })),
  ];
}
