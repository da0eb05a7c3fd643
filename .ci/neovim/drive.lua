-- Loaded after the setup docs/editors.md documents for Neovim: once action-lint attaches and
-- publishes its diagnostics, applies one code action the way a user would (the extraction of
-- the action under the cursor into a method, or the file's fix-all), writes the file and quits.
-- NVIM_DRIVER: "extract LINE COLUMN" or "fixall"; NVIM_DRIVER_LOG: where to say what happened.
local log = {}
local function say(text) table.insert(log, text) end
local function finish(code)
  vim.fn.writefile(log, vim.env.NVIM_DRIVER_LOG)
  vim.cmd(code == 0 and 'qall!' or ('cquit! ' .. code))
end
local kind, line, column = vim.env.NVIM_DRIVER:match('^(%a+)%s*(%d*)%s*(%d*)$')

vim.api.nvim_create_autocmd('LspAttach', {
  callback = function(event)
    say('attached ' .. vim.lsp.get_client_by_id(event.data.client_id).name)
    if not vim.wait(30000, function() return #vim.diagnostic.get(event.buf) > 0 end, 50) then
      say('no diagnostics')
      return finish(3)
    end
    for _, d in ipairs(vim.diagnostic.get(event.buf)) do
      say(string.format('diagnostic %d:%d %s', d.lnum + 1, d.col + 1, d.message))
    end
    if kind == 'extract' then
      vim.api.nvim_win_set_cursor(0, { tonumber(line), tonumber(column) - 1 })
      vim.lsp.buf.code_action({
        context = { only = { 'refactor.extract' } },
        filter = function(action)
          say('offered ' .. action.title)
          return action.title:find('into method', 1, true) ~= nil
        end,
        apply = true,
      })
    else
      vim.lsp.buf.code_action({ context = { only = { 'source.fixAll.action-lint' } }, apply = true })
    end
    if not vim.wait(30000, function() return vim.bo[event.buf].modified end, 50) then
      say('nothing applied')
      return finish(4)
    end
    vim.cmd('write')
    say('written')
    finish(0)
  end,
})
