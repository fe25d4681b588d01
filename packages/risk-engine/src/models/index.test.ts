import { describe, expect, it } from 'vitest';
import {
  MODEL_INFOS,
  calculateAusdrisk,
  calculateCaide,
  calculateCcrat,
  calculateChargeAf,
  calculateCkdPc,
  calculateCopdPs,
  calculateFattyLiverIndex,
  calculateFindrisc,
  calculateFramingham2008,
  calculateFramingham2008Bmi,
  calculateFraminghamClaudication,
  calculateFraminghamHypertension,
  calculateFraminghamStroke,
  calculateGad2,
  calculateGail,
  calculateMrat,
  calculateNlcspEligibility,
  calculateOrai,
  calculateOst,
  calculatePcptrc,
  calculatePhq2,
  calculatePlcom2012,
  calculatePooledCohort,
  calculatePrevent,
  calculateQThrombosis,
  calculateStopBang,
  projectGailRisk,
} from './index.js';

describe('models index', () => {
  it('lists every model once, each with a citation, population and a valid age range', () => {
    const ids = MODEL_INFOS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(26);
    for (const m of MODEL_INFOS) {
      expect(m.citation.length).toBeGreaterThan(20);
      expect(m.population.length).toBeGreaterThan(10);
      expect(m.ageRange[0]).toBeLessThan(m.ageRange[1]);
      // Every model has a DOI except the NLCSP rule (a government program page) and ORAI (a CMAJ
      // 2000 article cited by PMID and PMCID; no DOI was found for it).
      if (m.id === 'orai') expect(m.citation).toContain('PMID 10813010');
      else if (m.id !== 'nlcsp') expect(m.doi).toMatch(/^10\.\d{4,}\//);
    }
  });
});

// The @example in each model's JSDoc, run as written: the documentation must not drift.
describe('JSDoc examples give the documented results', () => {
  it('calculatePrevent', () => {
    const r = calculatePrevent({
      sex: 'female',
      age: 50,
      totalCholesterolMmolL: 5.172,
      hdlCholesterolMmolL: 1.1637,
      systolicBp: 160,
      bmi: 35,
      egfr: 90,
      diabetes: true,
      currentSmoker: false,
      onBpTreatment: true,
      onStatin: false,
    });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.value.totalCvd).toBeCloseTo(0.1468, 4);
    expect(r.value.ascvd).toBeCloseTo(0.092, 4);
    expect(r.value.heartFailure).toBeCloseTo(0.0806, 4);
  });

  it('calculatePooledCohort', () => {
    const r = calculatePooledCohort({
      sex: 'male',
      race: 'white',
      age: 55,
      totalCholesterolMgDl: 213,
      hdlCholesterolMgDl: 50,
      systolicBp: 120,
      onBpTreatment: false,
      currentSmoker: false,
      diabetes: false,
    });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.value.tenYearRisk).toBeCloseTo(0.0538, 4);
  });

  it('calculateFramingham2008 and calculateFramingham2008Bmi', () => {
    const lab = calculateFramingham2008({
      sex: 'male',
      age: 55,
      totalCholesterolMgDl: 213,
      hdlCholesterolMgDl: 50,
      systolicBp: 140,
      onBpTreatment: false,
      currentSmoker: false,
      diabetes: false,
    });
    const bmi = calculateFramingham2008Bmi({
      sex: 'male',
      age: 55,
      bmi: 30,
      systolicBp: 140,
      onBpTreatment: false,
      currentSmoker: false,
      diabetes: false,
    });
    if (!lab.applicable || !bmi.applicable) throw new Error('expected applicable');
    expect(lab.value.tenYearRisk).toBeCloseTo(0.1353, 4);
    expect(bmi.value.tenYearRisk).toBeCloseTo(0.1675, 4);
  });

  it('calculateAusdrisk and calculateFindrisc', () => {
    expect(
      calculateAusdrisk({
        age: 42,
        sex: 'male',
        aboriginalTorresStraitIslanderPacificIslanderOrMaori: false,
        bornInAsiaMiddleEastNorthAfricaOrSouthernEurope: false,
        parentOrSiblingWithDiabetes: false,
        everHighBloodGlucose: false,
        onBpMedication: false,
        dailySmoker: false,
        eatsVegetablesOrFruitEveryDay: true,
        activeAtLeast150MinutesPerWeek: true,
        waistCm: 90,
        asianOrAboriginalTorresStraitIslanderDescent: false,
      }),
    ).toMatchObject({ value: { points: 5, band: 'low', fiveYearRiskOneIn: 100 } });
    expect(
      calculateFindrisc({
        age: 50,
        sex: 'female',
        bmi: 27,
        waistCm: 85,
        activeAtLeast30MinutesDaily: false,
        eatsVegetablesFruitOrBerriesEveryDay: true,
        everTakenBpMedication: false,
        everHighBloodGlucose: false,
        familyDiabetes: 'first-degree',
      }),
    ).toMatchObject({ value: { points: 13, band: 'moderate', tenYearRiskOneIn: 6 } });
  });

  it('calculateCcrat', () => {
    const r = calculateCcrat({
      sex: 'male',
      race: 'white',
      age: 50,
      bmi: 24,
      screening: 'negative',
      firstDegreeRelatives: 0,
      vigorousHoursPerWeek: 5,
      vegetableServingsPerWeek: 14,
      regularAspirin: true,
      regularNonAspirinNsaid: true,
      cigarettesPerDay: 0,
      yearsSmoked: 0,
    });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.value.fiveYearRisk).toBeCloseTo(0.000713, 6);
  });

  it('calculateMrat', () => {
    const r = calculateMrat({
      sex: 'female',
      race: 'non-hispanic-white',
      age: 20,
      region: 'south',
      complexion: 'medium',
      tan: 'deep',
      smallMolesOnBack: '0-4',
      frecklingOnBack: 'absent',
    });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.value.fiveYearRisk).toBeCloseTo(0.0000495, 7);
    expect(r.value.relativeRisk).toBe(1);
  });

  it('calculateFattyLiverIndex', () => {
    const r = calculateFattyLiverIndex({
      age: 50,
      triglyceridesMgDl: 150,
      bmi: 28,
      ggtUL: 45,
      waistCm: 95,
    });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.value.fli).toBeCloseTo(66.60379, 5);
    expect(r.value.band).toBe('ruled-in');
  });

  it('calculateQThrombosis', () => {
    const r = calculateQThrombosis({
      sex: 'female',
      age: 50,
      bmi: 25,
      smokingStatus: 'never',
      antipsychoticNow: false,
      heartFailure: false,
      anyCancer: false,
      copd: false,
      inflammatoryBowelDisease: false,
      chronicRenalDisease: false,
      varicoseVeins: false,
      hospitalAdmissionLast6Months: false,
      contraceptivePillNow: false,
      hrtNow: false,
      tamoxifenNow: false,
    });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.value.fiveYearRisk).toBeCloseTo(0.0034439, 7);
  });

  it('calculatePcptrc', () => {
    const r = calculatePcptrc({
      age: 65,
      psaNgMl: 4.2,
      africanAmerican: false,
      familyHistory: false,
      dre: 'normal',
      priorBiopsy: 'never',
    });
    if (!r.applicable) throw new Error(r.reason);
    expect(r.value.highGradeRisk).toBeCloseTo(0.0616, 4);
    expect(r.value.lowGradeRisk).toBeCloseTo(0.1851, 4);
    expect(r.value.noCancerRisk).toBeCloseTo(0.7533, 4);
  });

  it('calculateGail and projectGailRisk', () => {
    const five = calculateGail({
      age: 40,
      race: 'white',
      numberOfBiopsies: 1,
      atypicalHyperplasia: false,
      ageAtMenarche: 11,
      ageAtFirstLiveBirth: 'nulliparous',
      firstDegreeRelativesWithBreastCancer: 1,
    });
    if (!five.applicable) throw new Error(five.reason);
    expect(five.value.fiveYearRisk).toBeCloseTo(0.01898, 5);
    const ten = projectGailRisk(
      {
        age: 40,
        race: 'white',
        numberOfBiopsies: 1,
        atypicalHyperplasia: 'unknown',
        ageAtMenarche: 12,
        ageAtFirstLiveBirth: 25,
        firstDegreeRelativesWithBreastCancer: 1,
      },
      50,
    );
    if (!ten.applicable) throw new Error(ten.reason);
    expect(ten.value.risk).toBeCloseTo(0.045136, 5);
    expect(ten.value.averageRisk).toBeCloseTo(0.015339, 5);
  });

  it('calculatePlcom2012 and calculateNlcspEligibility', () => {
    const p = calculatePlcom2012({
      age: 62,
      race: 'white',
      education: 4,
      bmi: 27,
      copd: false,
      personalCancerHistory: false,
      familyHistoryLungCancer: false,
      smokingStatus: 'former',
      cigarettesPerDay: 80,
      smokingDurationYears: 27,
      yearsSinceQuitting: 10,
    });
    if (!p.applicable) throw new Error(p.reason);
    expect(p.value.sixYearRisk).toBeCloseTo(0.0175, 4);
    expect(
      calculateNlcspEligibility({
        age: 60,
        smokingStatus: 'former',
        yearsSinceQuitting: 5,
        cigarettesPerDay: 20,
        yearsSmoked: 35,
        hasLungSymptoms: false,
      }),
    ).toMatchObject({ value: { eligible: true, packYears: 35, unmetCriteria: [] } });
  });

  it('calculateChargeAf, calculateCaide, calculateStopBang', () => {
    const af = calculateChargeAf({
      age: 46,
      white: true,
      heightCm: 187,
      weightKg: 85,
      systolicBp: 120,
      diastolicBp: 80,
      currentSmoker: false,
      onBpTreatment: false,
      diabetes: false,
      heartFailure: false,
      myocardialInfarction: false,
    });
    if (!af.applicable) throw new Error(af.reason);
    expect(af.value.fiveYearRisk).toBeCloseTo(0.0048146, 6);
    expect(
      calculateCaide({
        age: 52,
        sex: 'male',
        educationYears: 9,
        systolicBp: 148,
        bmi: 31.2,
        totalCholesterolMmolL: 6.9,
        physicallyActive: false,
      }),
    ).toMatchObject({ value: { points: 13, maxPoints: 15 } });
    expect(
      calculateStopBang({
        loudSnoring: true,
        tiredDuringDay: true,
        observedApnoea: false,
        highBloodPressure: true,
        bmi: 31,
        age: 56,
        neckCircumferenceCm: 42,
        sex: 'male',
      }),
    ).toMatchObject({ value: { points: 6, band: 'high', missingItems: [] } });
  });

  it('calculateFraminghamHypertension, calculateCkdPc, calculateCopdPs, calculateFraminghamStroke', () => {
    const htn = calculateFraminghamHypertension({
      age: 45,
      sex: 'female',
      systolicBp: 125,
      diastolicBp: 82,
      bmi: 27,
      currentSmoker: false,
      parentsWithHypertension: 1,
      diabetes: false,
    });
    if (!htn.applicable) throw new Error(htn.reason);
    expect(htn.value.fourYearRisk).toBeCloseTo(0.2067, 4);
    expect(htn.value.oneYearRisk).toBeCloseTo(0.0465, 4);
    expect(htn.value.twoYearRisk).toBeCloseTo(0.0997, 4);
    const ckd = calculateCkdPc({
      age: 60,
      sex: 'male',
      black: false,
      egfr: 85,
      historyOfCvd: false,
      everSmoker: true,
      hypertension: true,
      bmi: 30,
      diabetes: false,
    });
    if (!ckd.applicable) throw new Error(ckd.reason);
    expect(ckd.value.fiveYearRisk).toBeCloseTo(0.1202, 4);
    expect(ckd.value.equation).toBe('without-diabetes');
    expect(
      calculateCopdPs({
        breathlessness: 'some',
        phlegm: 'most-days-a-week',
        doLessBecauseOfBreathing: 'agree',
        smokedAtLeast100Cigarettes: true,
        age: 62,
      }),
    ).toMatchObject({ value: { points: 7, positive: true } });
    expect(
      calculateFraminghamStroke({
        age: 70,
        sex: 'male',
        systolicBp: 150,
        onBpTreatment: false,
        diabetes: false,
        currentSmoker: true,
        cardiovascularDisease: false,
        atrialFibrillation: false,
        leftVentricularHypertrophy: false,
      }),
    ).toMatchObject({
      value: { points: 13, tenYearRisk: 0.15, aboveChart: false, belowChart: false },
    });
  });

  it('calculateFraminghamClaudication', () => {
    expect(
      calculateFraminghamClaudication({
        age: 60,
        sex: 'male',
        systolicBp: 120,
        diastolicBp: 80,
        diabetes: false,
        currentSmoker: false,
        cigarettesPerDay: null,
        totalCholesterolMgDl: 200,
        coronaryHeartDisease: false,
      }),
    ).toMatchObject({
      applicable: true,
      value: { fourYearRisk: expect.closeTo(0.0053788, 6) as unknown, bpCategory: 'normal' },
    });
  });

  it('calculatePhq2, calculateGad2, calculateOst', () => {
    expect(
      calculatePhq2({ littleInterestOrPleasure: 2, feelingDownDepressedOrHopeless: 1 }),
    ).toMatchObject({
      value: { points: 3, positive: true, cutOff: 3 },
    });
    expect(
      calculateGad2({ feelingNervousAnxiousOrOnEdge: 1, unableToStopOrControlWorrying: 1 }),
    ).toMatchObject({
      value: { points: 2, positive: false, cutOff: 3 },
    });
    expect(calculateOst({ age: 65, weightKg: 55, sex: 'female' })).toMatchObject({
      value: { score: -2, band: 'moderate', screeningRecommended: true, cutOff: 2 },
    });
  });

  it('calculateOrai', () => {
    expect(
      calculateOrai({ age: 62, weightKg: 65, sex: 'female', currentOestrogenUse: false }),
    ).toMatchObject({ applicable: true, value: { points: 10, positive: true } });
  });
});
