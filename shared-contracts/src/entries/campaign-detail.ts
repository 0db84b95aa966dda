// `@portal/shared-contracts/campaign-detail`: one campaign — its detail and history, the state
// transitions and the action rules the detail, activity and item screens share.
export * from '../campaigns/campaign-detail';
export * from '../campaigns/campaign-transitions';
export * from '../campaigns/campaign-rules';
