import { templateApi } from '../../api/template-api.ts';
import type { AccountSettingsReply, UpdateAccountSettingsRequest } from '../../mocks/types.ts';

/** Account settings: read once, then kept in step with each save's reply (the whole settings). */
const accountApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getAccountSettings: build.query<AccountSettingsReply, void>({
      query: () => 'account-setting/data',
    }),
    updateAccountSettings: build.mutation<AccountSettingsReply, UpdateAccountSettingsRequest>({
      query: (body) => ({ url: 'account-setting/update', method: 'POST', body }),
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(accountApi.util.upsertQueryData('getAccountSettings', undefined, data));
      },
    }),
  }),
});

export const { useGetAccountSettingsQuery, useUpdateAccountSettingsMutation } = accountApi;
