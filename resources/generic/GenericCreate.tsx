import { NotFound } from 'react-admin';
import type { z } from 'zod';

import { contractOf } from '../../contracts/index';
import { ContractCreate } from '../common/ContractCreate';
import { inputOf } from './inputOf';
import { isEditable, type ViewedContract } from './viewedContract';

/**
 * The create page of a resource drawn from its contract: `ContractCreate` (react-admin `Create`, validated by the
 * contract's `input.create`, SPEC §8 toasts, back to the list) with an input per body field (inputOf.tsx). Wording:
 * `resources.<name>.create.title|submit|cancel` and `notifications.creating|created|create_error|create_cancelled`.
 */
export const GenericCreate = ({ resource }: { resource: string }) => {
  const contract = contractOf(resource) as ViewedContract;
  if (!isEditable(contract)) return <NotFound />;
  const body = contract.input!.create as z.ZodObject;
  return (
    <ContractCreate
      resource={resource}
      schema={body}
      rules="field"
      listPath={`/${resource}`}
      maxWidth={900}
      wording={{ page: 'create', progress: 'creating', success: 'created', error: 'create_error' }}
    >
      {Object.keys(body.shape).map(field => inputOf(contract, field, body))}
    </ContractCreate>
  );
};
