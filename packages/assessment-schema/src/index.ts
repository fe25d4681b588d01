export {
  AUTO_SAVE_DELAY_MS,
  getAutoSaveDelayMs,
  getLowRiskDrinksPerWeek,
  HEALTH_REMINDERS,
  SURVEY_TRACKER_INITIAL_PERCENT,
  SURVEY_TRACKER_STEPS,
  WIZARD_NAVIGATION_DELAY_MS,
} from './constants.js';
export {
  createChoiceListSchema,
  containsControlCharacters,
  containsLoneSurrogate,
  createRangeSchema,
  createTextListSchema,
  createUnsetOrRangeSchema,
  FlagSchema,
  joinCommaList,
  MAX_LIST_ITEMS,
  MAX_LIST_TEXT_LENGTH,
  MAX_TEXT_ITEM_LENGTH,
  splitCommaList,
} from './fields.js';
export {
  checkLabValue,
  getLabUnit,
  isUnitBoundLabKey,
  LAB_LABELS,
  LAB_RANGES,
  LAB_UNITS,
  LabResultsSchema,
  mapLabResultsToProfile,
} from './lab-results.js';
export type {
  LabKey,
  LabValueCheck,
  UnitBoundLabKey,
  LabProfileFields,
  LabResults,
  LabResultsInput,
  LabUnit,
} from './lab-results.js';
export { listAnsweredQuestions } from './answered-questions.js';
export type { AnsweredQuestion } from './answered-questions.js';
export {
  ALCOHOL_CONSUMPTION_LEVELS,
  BIOLOGICAL_SEXES,
  createDefaultWizardDraft,
  DepressionScreeningSchema,
  DIET_QUALITIES,
  PHYSICAL_ACTIVITY_LEVELS,
  SMOKING_STATUSES,
  WIZARD_CURRENT_CONDITIONS,
  WIZARD_ETHNICITIES,
  WIZARD_RANGES,
  WIZARD_STEP_COUNT,
  WIZARD_STEPS,
  WizardDemographicsSchema,
  WizardDraftSchema,
  WizardFamilyHistorySchema,
  WizardLifestyleSchema,
  WizardMedicalHistorySchema,
  WizardRiskFactorsSchema,
  WizardSymptomsSchema,
} from './wizard-schema.js';
export type {
  AlcoholConsumption,
  BiologicalSex,
  DepressionScreening,
  DietQuality,
  PhysicalActivityLevel,
  SmokingStatus,
  WizardCurrentCondition,
  WizardDemographics,
  WizardDraft,
  WizardDraftInput,
  WizardEthnicity,
  WizardFamilyHistory,
  WizardLifestyle,
  WizardMedicalHistory,
  WizardRiskFactors,
  WizardStep,
  WizardSymptoms,
} from './wizard-schema.js';
export {
  FLAG_GROUPS,
  listGroupFlagNames,
  SURVEY_FLAG_NAMES,
  SYMPTOM_FLAGS,
} from './flag-groups.js';
export type { FlagGroupName, SurveyFlagName } from './flag-groups.js';
export {
  AgeAtFirstPeriodSchema,
  AgeAtMenopauseSchema,
  BREAST_DENSITIES,
  createEmptySurveyAnswers,
  getWaistRiskThresholdCm,
  MENOPAUSE_STATUSES,
  NumberOfPregnanciesSchema,
  SKIN_TYPES,
  SURVEY_ETHNICITIES,
  SURVEY_SEXES,
  SURVEY_SLIDERS,
  SURVEY_SMOKING_STATUSES,
  SurveyAnswersSchema,
  WOMENS_HEALTH_RANGES,
} from './survey-schema.js';
export type {
  BreastDensity,
  MenopauseStatus,
  SkinType,
  SurveyAnswers,
  SurveyAnswersInput,
  SurveyEthnicity,
  SurveySex,
  SurveySmokingStatus,
} from './survey-schema.js';
export {
  createEmptyEssentialForm,
  ESSENTIAL_EXTRA_FLAGS,
  ESSENTIAL_RANGES,
  ESSENTIAL_SECTION_FIELDS,
  ESSENTIAL_SECTIONS,
  ESSENTIAL_SKIN_TYPES,
  EssentialFormSchema,
  flattenEssentialSections,
  groupEssentialFormIntoSections,
} from './essential-schema.js';
export type {
  EssentialForm,
  EssentialFormInput,
  EssentialResponses,
  EssentialSectionName,
  EssentialSkinType,
} from './essential-schema.js';
export {
  AdditionalMedicalConditionsSchema,
  ConditionNameSchema,
  CONDITIONS_HANDLED_ELSEWHERE,
  listAdditionalConditions,
  SEX_SPECIFIC_CONDITION_WORDS,
} from './additional-conditions.js';
export type { ListAdditionalConditionsOptions } from './additional-conditions.js';
export {
  canAdvanceWizardStep,
  INCOMPLETE_INFORMATION_DIALOG,
  isBlankAnswer,
  listMissingEssentialFields,
  listMissingSurveyRequiredFields,
  listRecommendedSurveyFields,
  listWizardStepMissingFields,
  listWizardSubmitBlockers,
  REQUIRED_FIELDS_DIALOG_TITLE,
  SURVEY_REQUIRED_FIELDS,
} from './validation.js';
export {
  computeSectionProgress,
  computeSurveyProgress,
  computeWizardSectionProgress,
  countCompletedFields,
  isFieldCompleted,
  listVisibleSurveyCards,
  SURVEY_PROGRESS_SECTIONS,
} from './progress.js';
export type { SectionProgress, SurveyProgress, SurveyProgressSection } from './progress.js';
export {
  mapEssentialToProfile,
  mapSurveyToProfile,
  mapWizardToProfile,
  WIZARD_ACTIVITY_MINUTES_PER_WEEK,
  WIZARD_ALCOHOL_DRINKS_PER_WEEK,
} from './map-to-profile.js';
export {
  mapAnswersToProfile,
  mapStoredResponsesToProfile,
  readStoredAnswers,
} from './map-answers-to-profile.js';
export type { StoredResponses, VariantAnswers } from './map-answers-to-profile.js';
export {
  ASSESSMENT_VARIANTS,
  CalculationStepSchema,
  RecommendationsSchema,
  RISK_LEVELS,
  RiskScoreItemSchema,
} from './assessment-results.js';
export type {
  AssessmentVariant,
  CalculationStep,
  Recommendations,
  RiskLevel,
  RiskScoreItem,
} from './assessment-results.js';
export {
  CreateAssessmentBodySchema,
  CreateEssentialAssessmentBodySchema,
  CreateSurveyAssessmentBodySchema,
  CreateWizardAssessmentBodySchema,
  detectAssessmentVariant,
  EssentialDraftBodySchema,
  SurveyDraftBodySchema,
  UpdateAssessmentBodySchema,
  WizardDraftBodySchema,
} from './assessment-bodies.js';
export type {
  CreateAssessmentBody,
  CreateAssessmentBodyInput,
  CreateEssentialAssessmentBody,
  CreateSurveyAssessmentBody,
  CreateWizardAssessmentBody,
  EssentialDraftBody,
  SurveyDraftBody,
  UpdateAssessmentBody,
  UpdateAssessmentBodyInput,
  WizardDraftBody,
} from './assessment-bodies.js';
export {
  mapAssessmentToEssentialForm,
  mapSurveyToEssentialForm,
  mapWizardToEssentialForm,
} from './essential-from-variants.js';
export { isFieldShown } from './field-definitions.js';
export type {
  ChoiceFieldDefinition,
  FieldCondition,
  FieldDefinition,
  FieldHint,
  FieldHintContext,
  FieldOption,
  FieldSection,
  FlagOption,
  SelectFieldDefinition,
  SliderFieldDefinition,
} from './field-definitions.js';
export { SKIN_TYPE_OPTIONS } from './choice-labels.js';
export { ADDITIONAL_CONDITIONS_LABEL } from './shared-form-fields.js';
export {
  CHECK_UP_QUESTION_NAMES,
  CheckUpQuestionsShape,
  mapCheckUpQuestionsToProfile,
  NECK_RANGE,
  UNKNOWN_ANSWER,
  YES_NO_UNKNOWN,
} from './check-up-questions.js';
export type { CheckUpQuestions } from './check-up-questions.js';
export {
  BOWEL_CANCER_QUESTION_NAMES,
  BowelCancerQuestionsSchema,
  BowelCancerQuestionsShape,
  defineBowelCancerFields,
  mapBowelCancerQuestionsToProfile,
} from './bowel-cancer-questions.js';
export type { BowelCancerQuestions } from './bowel-cancer-questions.js';
export {
  MELANOMA_QUESTION_NAMES,
  MelanomaQuestionsSchema,
  MelanomaQuestionsShape,
  defineMelanomaFields,
  mapMelanomaQuestionsToProfile,
} from './melanoma-questions.js';
export type { MelanomaQuestions } from './melanoma-questions.js';
export {
  PROSTATE_QUESTION_NAMES,
  PSA_RANGE,
  ProstateQuestionsSchema,
  ProstateQuestionsShape,
  defineProstateFields,
  mapProstateQuestionsToProfile,
} from './prostate-questions.js';
export type { ProstateQuestions } from './prostate-questions.js';
export {
  BLOOD_CLOT_QUESTION_NAMES,
  BloodClotQuestionsSchema,
  BloodClotQuestionsShape,
  defineBloodClotFields,
  mapBloodClotQuestionsToProfile,
} from './blood-clot-questions.js';
export type { BloodClotQuestions } from './blood-clot-questions.js';
export {
  mapAssessmentToSurveyAnswers,
  readSurveyAnswersLeniently,
} from './survey-from-variants.js';
export {
  AGE_AT_FIRST_BIRTH_RANGE,
  CIGARETTES_PER_DAY_RANGE,
  DIABETES_TYPES,
  HistoryQuestionsShape,
  NO_LIVE_BIRTH,
} from './history-questions.js';
export type { DiabetesTypeAnswer, HistoryQuestions } from './history-questions.js';
export { ESSENTIAL_FORM_SECTIONS } from './essential-form-fields.js';
export { SURVEY_CARDS } from './survey-form-fields.js';
export { WIZARD_STEP_FIELDS } from './wizard-form-fields.js';
export { ISSUE_30_PERSONAS, MG_DL_CONSULT_PERSONA } from './personas.js';
export type { AssessmentVariantName, Issue30PersonaName } from './personas.js';
