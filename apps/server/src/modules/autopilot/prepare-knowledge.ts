import { indexKnowledge, type KnowledgeIndex } from './find-answer.ts';
import { type FactUnit, factUnitsOf, type Knowledge } from './knowledge.ts';

/** A campaign's knowledge ready to answer from: its fact units and their match index. */
export interface PreparedKnowledge {
  knowledge: Knowledge;
  units: FactUnit[];
  index: KnowledgeIndex;
}

/** Split and index once per knowledge (when it is saved or loaded), not once per reply. */
export function prepareKnowledge(knowledge: Knowledge): PreparedKnowledge {
  const units = factUnitsOf(knowledge);
  return { knowledge, units, index: indexKnowledge(units) };
}
