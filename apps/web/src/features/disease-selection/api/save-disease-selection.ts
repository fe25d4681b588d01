import { getErrorMessage, type DiseaseSelectionBody } from '@healthscreen/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { assessmentKeys } from '../../../api/assessments/index.ts';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api.ts';
import { toast } from '../../../lib/toast.ts';
import { diseaseSelectionKeys, getDiseaseSelectionQueryOptions } from './get-disease-selection.ts';

/**
 * POST /api/user/disease-selection. Success: 'Selection Saved', the selection and the results
 * (whose locked rows depend on it) are refetched, then /dashboard. Failure: 'Error' with the
 * server's message or 'Failed to save selection' (1-product.md §8).
 */
export function useSaveDiseaseSelection() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: DiseaseSelectionBody) => api.diseaseSelection.save({ body }),
    onSuccess: async (data) => {
      queryClient.setQueryData(getDiseaseSelectionQueryOptions().queryKey, data);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: diseaseSelectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
      ]);
      toast({
        title: 'Selection Saved',
        description: 'Your 5 diseases are saved; their results are now shown in full.',
        variant: 'success',
      });
      await navigate(paths.dashboard);
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: getErrorMessage(error, 'Failed to save selection'),
        variant: 'destructive',
      });
    },
  });
}
