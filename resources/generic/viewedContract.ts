import type { ListDeclaration, ResourceContract, ViewDeclaration } from '../../contracts/defineResource';

/** A contract the app draws by itself: it declares its list and its screens' facts (`view`). */
export type ViewedContract = ResourceContract & { list: ListDeclaration<string>; view: ViewDeclaration<string> };

export const isViewed = (contract: ResourceContract): contract is ViewedContract =>
  Boolean(contract.view && contract.list);

/** A drawn contract with create and update bodies: the generic screens add its create page, edit and delete. */
export const isEditable = (contract: ResourceContract): contract is ViewedContract =>
  isViewed(contract) && Boolean(contract.input?.create && contract.input.update);
