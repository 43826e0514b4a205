/** Login form texts, spelled as the spec writes them (platform §5 'Login'). */
export const LoginMessages = {
  enterCorrectDomain: 'Please Enter Correct Domain Name.',
  enterCorrectUsername: 'Please Enter Correct Username.',
  enterCorrectPassword: 'Please Enter Correct Password.',
  enterValidPassword: 'Please Enter Valid Password.',
} as const;
