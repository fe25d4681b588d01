import type { Assessment, User } from '@healthscreen/api-client';

/** Users shaped exactly like the contract's User entity. */
export const patientUser: User = {
  id: '6f1c1d5e-8d7a-4a3b-9c43-0f2c5a1b7e11',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  userType: 'patient',
  subscriptionPlan: 'trial',
  subscriptionStatus: 'trial',
  trialEndDate: '2025-03-15T00:00:00.000Z',
  subscriptionEndDate: null,
  createdAt: '2025-03-01T00:00:00.000Z',
};

export const adminUser: User = {
  ...patientUser,
  id: '0b7e8f3a-2c4d-4e5f-8a9b-1c2d3e4f5a6b',
  email: 'admin@healthscreen.local',
  firstName: 'Admin',
  lastName: 'User',
  userType: 'admin',
  trialEndDate: null,
};

/** A completed assessment as GET /api/assessments lists it (the contract's Assessment). */
export function createAssessmentFixture(id: string, createdAt: string): Assessment {
  return {
    id,
    variant: 'wizard',
    status: 'complete',
    revision: 1,
    createdAt,
    updatedAt: createdAt,
    completedAt: createdAt,
    responses: {},
    riskScores: [],
    redFlags: [],
    engineVersion: '1.0.0',
    overallHealth: { score: null, conditionCount: 0 },
    recommendations: { immediate: [], lifestyle: [], screening: [] },
    access: { level: 'trial', selectedDiseases: [], selectionRequired: true },
  };
}
