import SwiftUI

protocol Session
{
    func login(_ user: String, _ password: String)
}

struct LoginView: View
{
    @State private var user = ""
    @State private var password = ""
    var session: Session

    var body: some View
    {
        Form
        {
            SecureField("Password", text: $password)
                .onSubmit
                {
                    session.login(user, password)
                    password = ""
                }
            Button("Log In")
            {
                session.login(user, password)
                password = ""
            }
        }
    }
}
