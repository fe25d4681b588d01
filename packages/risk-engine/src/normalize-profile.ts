/**
 * Copies a profile into one fixed shape: every field present (undefined when absent) and `null`
 * (as JSON callers send it) turned into undefined. Profiles from different forms then share one
 * object layout, which keeps the 35 condition checks fast, and `null` is never mistaken for a value.
 */
import type { RiskProfile } from './profile.js';

type Nullable<T> = { [K in keyof T]?: T[K] | null };

/** A profile in the engine's canonical shape (same values, absent or null fields as undefined). */
export function normalizeProfile(p: Nullable<RiskProfile>): RiskProfile {
  return {
    age: p.age ?? undefined,
    sex: p.sex ?? undefined,
    ethnicity: p.ethnicity ?? undefined,
    firstNationsOrPacificDescent: p.firstNationsOrPacificDescent ?? undefined,
    birthRegion: p.birthRegion ?? undefined,
    educationLevel: p.educationLevel ?? undefined,
    educationYears: p.educationYears ?? undefined,
    heightCm: p.heightCm ?? undefined,
    weightKg: p.weightKg ?? undefined,
    waistCm: p.waistCm ?? undefined,
    neckCm: p.neckCm ?? undefined,
    smokingStatus: p.smokingStatus ?? undefined,
    cigarettesPerDay: p.cigarettesPerDay ?? undefined,
    yearsSmoked: p.yearsSmoked ?? undefined,
    yearsSinceQuitting: p.yearsSinceQuitting ?? undefined,
    alcoholDrinksPerWeek: p.alcoholDrinksPerWeek ?? undefined,
    exerciseMinutesPerWeek: p.exerciseMinutesPerWeek ?? undefined,
    dietQuality: p.dietQuality ?? undefined,
    eatsFruitOrVegetablesDaily: p.eatsFruitOrVegetablesDaily ?? undefined,
    sleepHoursPerNight: p.sleepHoursPerNight ?? undefined,
    stressLevel: p.stressLevel ?? undefined,
    phq2LittleInterest: p.phq2LittleInterest ?? undefined,
    phq2FeelingDown: p.phq2FeelingDown ?? undefined,
    gad2Nervous: p.gad2Nervous ?? undefined,
    gad2Worrying: p.gad2Worrying ?? undefined,
    systolicBp: p.systolicBp ?? undefined,
    diastolicBp: p.diastolicBp ?? undefined,
    onBpTreatment: p.onBpTreatment ?? undefined,
    onStatin: p.onStatin ?? undefined,
    totalCholesterolMmolL: p.totalCholesterolMmolL ?? undefined,
    hdlCholesterolMmolL: p.hdlCholesterolMmolL ?? undefined,
    ldlCholesterolMmolL: p.ldlCholesterolMmolL ?? undefined,
    triglyceridesMmolL: p.triglyceridesMmolL ?? undefined,
    fastingGlucoseMmolL: p.fastingGlucoseMmolL ?? undefined,
    hba1cPercent: p.hba1cPercent ?? undefined,
    egfr: p.egfr ?? undefined,
    diabetes: p.diabetes ?? undefined,
    highBloodGlucoseHistory: p.highBloodGlucoseHistory ?? undefined,
    gestationalDiabetesHistory: p.gestationalDiabetesHistory ?? undefined,
    previousHeartAttack: p.previousHeartAttack ?? undefined,
    highCholesterol: p.highCholesterol ?? undefined,
    personalCancerHistory: p.personalCancerHistory ?? undefined,
    previousFragilityFracture: p.previousFragilityFracture ?? undefined,
    existingConditions: p.existingConditions ?? undefined,
    familyHistory: p.familyHistory ?? undefined,
    breastCancerFirstDegreeRelatives: p.breastCancerFirstDegreeRelatives ?? undefined,
    ageAtMenarche: p.ageAtMenarche ?? undefined,
    ageAtFirstLiveBirth: p.ageAtFirstLiveBirth ?? undefined,
    nulliparous: p.nulliparous ?? undefined,
    numberOfPregnancies: p.numberOfPregnancies ?? undefined,
    breastBiopsies: p.breastBiopsies ?? undefined,
    atypicalHyperplasia: p.atypicalHyperplasia ?? undefined,
    menopauseStatus: p.menopauseStatus ?? undefined,
    ageAtMenopause: p.ageAtMenopause ?? undefined,
    breastDensity: p.breastDensity ?? undefined,
    skinType: p.skinType ?? undefined,
    numberOfMoles: p.numberOfMoles ?? undefined,
    symptoms: p.symptoms ?? undefined,
    riskFactors: p.riskFactors ?? undefined,
  };
}
