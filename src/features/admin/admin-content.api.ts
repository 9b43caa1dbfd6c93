import type { AdminAlert, AdminAlertDraft } from '../../domain/contract/admin';
import type { AdminPostBody, AdminPostDraft, AdminStory, AdminStoryDraft } from '../../domain/contract/admin-content';
import { endpoints } from '../../domain/contract/endpoints';
import { api } from '../../platform/api-client';

/** The back office's news posts, stories and alerts (issue 29), through the contract. */
export const adminContentApi = {
  posts: () => api(endpoints.adminPosts),
  createPost: (body: AdminPostDraft) => api(endpoints.adminPostCreate, { body }),
  savePost: (id: string, body: AdminPostBody) => api(endpoints.adminPostUpdate, { params: { id }, body }),
  deletePost: (id: string, version: number) => api(endpoints.adminPostDelete, { params: { id }, body: { version } }),
  stories: () => api(endpoints.adminStories),
  createStory: (body: AdminStoryDraft) => api(endpoints.adminStoryCreate, { body }),
  saveStory: (id: string, body: { story: AdminStory; version: number }) =>
    api(endpoints.adminStoryUpdate, { params: { id }, body }),
  deleteStory: (id: string, version: number) => api(endpoints.adminStoryDelete, { params: { id }, body: { version } }),
  alerts: () => api(endpoints.adminAlerts),
  createAlert: (body: AdminAlertDraft) => api(endpoints.adminAlertCreate, { body }),
  saveAlert: (id: string, body: { alert: AdminAlert; version: number }) =>
    api(endpoints.adminAlertUpdate, { params: { id }, body }),
  deleteAlert: (id: string, version: number) => api(endpoints.adminAlertDelete, { params: { id }, body: { version } }),
};
