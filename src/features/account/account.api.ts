import type { BonusesAnswer, RepeatOrderAnswer, SignedInAnswer, UserData } from '../../domain/contract/account';
import type {
  RecoveryBody,
  RecoveryConfirmBody,
  SigninBody,
  SignupBody,
  UpdateDataBody,
} from '../../domain/contract/account-phone';
import { type LoggedAnswer, USER_ID_HEADER } from '../../domain/contract/account-session';
import { endpoints } from '../../domain/contract/endpoints';
import { api } from '../../platform/api-client';

/** The account's calls (SPEC §7 `/priapi/user/*`, issue 14 `/api/auth/*`), each through the contract. */
export const accountApi = {
  logged: (): Promise<LoggedAnswer> => api(endpoints.userLogged),
  /** SPEC §6: the identity header pair, bound to the id asked for. */
  data: async (id: string, token: string): Promise<UserData> => {
    const { userData } = await api(endpoints.userData, {
      params: { id },
      headers: { authorization: `Bearer ${token}`, [USER_ID_HEADER]: id },
    });
    return userData;
  },
  exit: async (): Promise<string> => (await api(endpoints.userExit)).message,
  signin: (body: SigninBody): Promise<SignedInAnswer> => api(endpoints.authSignin, { body }),
  signup: (body: SignupBody): Promise<SignedInAnswer> => api(endpoints.authSignup, { body }),
  recovery: async (body: RecoveryBody): Promise<string> => (await api(endpoints.authRecovery, { body })).message,
  recoveryConfirm: (body: RecoveryConfirmBody): Promise<SignedInAnswer> => api(endpoints.authRecoveryConfirm, { body }),
  updateData: async (body: UpdateDataBody): Promise<string> => (await api(endpoints.userUpdateData, { body })).message,
  updatePassword: async (currentPassword: string, password: string): Promise<string> =>
    (await api(endpoints.userUpdatePassword, { body: { currentPassword, password } })).message,
  removeCard: async (cardId: string): Promise<string> =>
    (await api(endpoints.userRemoveCard, { body: { _id: cardId } })).message,
  attachOrders: async (uids: string[]): Promise<string[]> =>
    (await api(endpoints.userAttachOrders, { body: { uids } })).attached,
  repeatOrder: (orderId: string): Promise<RepeatOrderAnswer> => api(endpoints.userRepeatOrder, { body: { orderId } }),
  updateBonuses: (bonus: number): Promise<BonusesAnswer> => api(endpoints.userUpdateBonuses, { body: { bonus } }),
  closePayment: (bonus: number, orderId?: string): Promise<BonusesAnswer> =>
    api(endpoints.userClosePayment, { body: orderId ? { bonus, orderId } : { bonus } }),
};

export type AccountApi = typeof accountApi;
