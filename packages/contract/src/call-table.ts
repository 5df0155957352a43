import { z } from 'zod';
import { defineCall } from './call.ts';
import * as auth from './calls/authentication.ts';
import * as common from './calls/common.ts';
import * as profile from './calls/personal-profile.ts';

/**
 * The spec's call tables (01 §7, 02 §7), one entry per path. The server registers exactly these;
 * the client calls only these. Paths are matched case-insensitively by the server.
 */
export const calls = {
  login: defineCall('Authentication/AjaxAdminLogin', auth.LoginRequestSchema, auth.LoginDetailsSchema, 'public'),
  forgotPassword: defineCall('Authentication/forgotpassword', auth.ForgotPasswordRequestSchema, auth.ForgotPasswordDetailsSchema, 'public'),
  forceChangePassword: defineCall('Authentication/ForceChangePWD', auth.ForceChangePasswordRequestSchema, z.null(), 'public'),
  changePassword: defineCall('Authentication/ChangePWD', auth.ChangePasswordRequestSchema, z.null(), 'session'),
  keepAlive: defineCall('Authentication/KeepAlive', auth.KeepAliveRequestSchema, z.null(), 'session'),
  logout: defineCall('Authentication/AdminLogout', auth.LogoutRequestSchema, z.null(), 'public'),
  addCustomer: defineCall('PersonalProfile/AddCustomer', profile.AddCustomerRequestSchema, profile.AddCustomerDetailsSchema, 'public'),
  checkCustomer: defineCall('PersonalProfile/CheckCustomer', profile.CheckCustomerRequestSchema, z.null(), 'public'),
  createPassword: defineCall('PersonalProfile/CreatePassword', profile.CreatePasswordRequestSchema, z.null(), 'public'),
  getLookUp: defineCall('Common/GetLookUp', common.GetLookUpRequestSchema, common.GetLookUpDetailsSchema, 'public'),
  getGeneralSettings: defineCall('Common/GetAllGeneralSettings', common.GetAllGeneralSettingsRequestSchema, common.GeneralSettingDetailsSchema, 'public'),
} as const;

export type Calls = typeof calls;
