/// A real subfolder a walk being cut into pieces did not enter, and where in the walk's findings
/// its own belong: after the first `errorCount` errors and `linkedFolderCount` linked folders
/// (both are kept in walk order, and a subfolder's are met before its later siblings').
struct DeferredSubfolder {
    var path: String
    var identity: FileIdentity
    var errorCount: Int
    var linkedFolderCount: Int
}
