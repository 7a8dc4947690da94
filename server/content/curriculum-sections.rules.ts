// The four curriculum sections (storefront §2 "Curriculum pages") and the school levels each covers.
// Dependency-free: the server uses it to find programs, the pages for titles, tabs and links.
// Kindergarten belongs to Elementary School, as in Texas public schools (docs/decisions/021).

export type CurriculumSectionKey = 'pre-k' | 'elementary-school' | 'middle-school' | 'high-school';

export interface CurriculumSection {
  key: CurriculumSectionKey;
  title: string;
  /** The overview's tab label (spec wording: Elementary, Pre-K, Middle School, Highschool). */
  tabLabel: string;
  routeName:
    | 'client.curriculum.pre-k'
    | 'client.curriculum.elementary-school'
    | 'client.curriculum.middle-school'
    | 'client.curriculum.high-school';
  /** Names of the school levels (school_levels.name) in this section. */
  levelNames: readonly string[];
  grades: string;
}

export const CURRICULUM_SECTIONS: Record<CurriculumSectionKey, CurriculumSection> = {
  'pre-k': {
    key: 'pre-k',
    title: 'Pre-K',
    tabLabel: 'Pre-K',
    routeName: 'client.curriculum.pre-k',
    levelNames: ['Pre-K'],
    grades: 'Ages 3 to 5',
  },
  'elementary-school': {
    key: 'elementary-school',
    title: 'Elementary School',
    tabLabel: 'Elementary',
    routeName: 'client.curriculum.elementary-school',
    levelNames: ['Kindergarten', 'Elementary'],
    grades: 'Kindergarten to 5th grade',
  },
  'middle-school': {
    key: 'middle-school',
    title: 'Middle School',
    tabLabel: 'Middle School',
    routeName: 'client.curriculum.middle-school',
    levelNames: ['Middle School'],
    grades: '6th to 8th grade',
  },
  'high-school': {
    key: 'high-school',
    title: 'High School',
    tabLabel: 'Highschool',
    routeName: 'client.curriculum.high-school',
    levelNames: ['High School'],
    grades: '9th to 12th grade',
  },
};
