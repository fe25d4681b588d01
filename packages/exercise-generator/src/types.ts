/**
 * Public types of @healthscreen/exercise-generator (spec 3-results-and-plans.md §3).
 * The choice-list unions (FitnessGoal, ExerciseType, Equipment, Injury, MotivationFactor) are
 * derived from the constant arrays in choices.ts, which are the single source of truth.
 */
import type {
  EQUIPMENT,
  EXERCISE_TYPES,
  FITNESS_GOALS,
  INJURIES,
  MOTIVATION_FACTORS,
  PREFERRED_TIMES,
  WEEKDAYS,
} from './choices.js';

export type Weekday = (typeof WEEKDAYS)[number];
export type FitnessGoal = (typeof FITNESS_GOALS)[number];
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
export type Equipment = (typeof EQUIPMENT)[number];
export type Injury = (typeof INJURIES)[number];
export type MotivationFactor = (typeof MOTIVATION_FACTORS)[number];
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
export type FitnessLevel = 'beginner' | 'intermediate' | 'advanced';
export type ExerciseExperience = 'beginner' | 'some-experience' | 'experienced';
export type PreviousExerciseHabits = 'never' | 'inconsistent' | 'consistent';
export type ActivityType = 'stretching' | 'strength' | 'cardio';

/** The AI wizard's answers (spec §3 Exercise preferences). */
export type ExercisePreferences = {
  fitnessGoals: FitnessGoal[];
  exerciseTypes: ExerciseType[];
  currentFitnessLevel: FitnessLevel;
  /** Minutes per session, 15–120 in steps of 15. */
  timeAvailable: number;
  selectedDays: Weekday[];
  /** Always selectedDays.length when produced by the wizard. */
  daysPerWeek: number;
  preferredTime: PreferredTime;
  injuries: Injury[];
  /** Free text lines the user typed (e.g. "asthma"), matched against known limitation keywords. */
  medicalLimitations: string[];
  equipmentAccess: Equipment[];
  exerciseExperience: ExerciseExperience;
  motivationFactors: MotivationFactor[];
  previousExerciseHabits: PreviousExerciseHabits;
  specificConcerns: string;
};

/** One exercise inside a day (spec §3 Activity). */
export type Activity = {
  name: string;
  type: ActivityType;
  /** Minutes. */
  duration: number;
  description: string;
  difficulty: FitnessLevel;
  completed: boolean;
};

/** One day of a physical activity plan (spec §3 Daily task). */
export type DailyTask = {
  day: Weekday;
  restDay: boolean;
  activities: Activity[];
};

export type Workout = {
  day: Weekday;
  type: 'cardio' | 'strength' | 'rest';
  name: string;
  duration: number;
  intensity: string;
  exercises: string[];
  benefits: string[];
};

export type WeeklyPlanPhase = {
  /** e.g. 'Weeks 1-2' */
  week: string;
  /** e.g. 'Foundation Building' */
  phase: string;
  workouts: Workout[];
};

/** The full generated AI exercise plan (spec §3 Generated AI exercise plan). */
export type GeneratedExercisePlan = {
  name: string;
  /** The injuries and conditions the plan was adapted for (e.g. 'Knee pain or injury'). */
  adaptedFor: string[];
  description: string;
  duration: string;
  goals: string[];
  targetedConditions: string[];
  intensityLevel: string;
  weeklySchedule: { totalDays: number; totalMinutes: number; sessionsPerWeek: number };
  keyRecommendations: string[];
  weeklyPlan: WeeklyPlanPhase[];
  equipment: { name: string; alternatives: string[]; purpose: string }[];
  progressTracking: string[];
  safetyGuidelines: string[];
  modificationTips: string[];
};

/** A condition's risk level as the risk engine reports it ('low' | 'moderate' | 'high' | 'existing'). */
export type RiskInput = { condition: string; riskLevel: string };

export type GenerateOptions = {
  /** The user's latest risk results; high CVD / heart-failure / AF risk adds the GP advice. */
  risks?: readonly RiskInput[];
};

/** What generateExercisePlan returns: the plan document and the seven day cards to store. */
export type GeneratedExerciseProgram = {
  plan: GeneratedExercisePlan;
  dailyTasks: DailyTask[];
};

export type LibraryExercise = {
  name: string;
  description: string;
  /** Minutes. */
  duration: number;
  difficulty: FitnessLevel;
  type: ActivityType;
};

export type LongevityLevel = FitnessLevel;

export type LongevityProgram = {
  level: LongevityLevel;
  name: string;
  description: string;
  goals: string;
  /** e.g. '12 weeks' */
  duration: string;
  dailyTasks: DailyTask[];
};
